extension Conversion {
    /// Writes the files and returns their paths: a single-file conversion at `path`; otherwise each file
    /// into the folder `path`, made when missing. Each file is replaced atomically (``AtomicFileWriter``),
    /// and nothing else in the folder is touched.
    ///
    /// ```swift
    /// let written = try StoreKitWriter.convert(catalog).write(to: "Products.storekit")  // ["Products.storekit"]
    /// ```
    /// - Throws: `FileWriteFailure` naming the folder or file that could not be written; files written
    ///   before it stay written, and no temporary file is left.
    package func write(to path: String, writer: AtomicFileWriter = AtomicFileWriter()) throws(FileWriteFailure) -> [String] {
        if files.count == 1, let file = files.first, file.name.isEmpty {
            try writer.write(Array(file.text.utf8), to: path)
            return [path]
        }
        return try writer.write(files.map { ($0.name, $0.text) }, into: path)
    }
}
