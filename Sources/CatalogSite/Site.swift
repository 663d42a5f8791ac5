public enum CatalogSiteVersion {}
