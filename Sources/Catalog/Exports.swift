// `import Catalog` gives the whole library: text (values, formatters, phrases) and catalog files (reading,
// model, lint, diagnostics). An app that only formats prices can depend on the CatalogText product alone.
@_exported import CatalogFiles
@_exported import CatalogText
