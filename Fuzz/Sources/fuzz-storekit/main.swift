// The entry point: libFuzzer's driver with this target's check (FuzzSupport/FuzzDriver.swift).
import FuzzSupport

FuzzDriver.run(fuzzStoreKit)
