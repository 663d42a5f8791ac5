import Catalog
import Testing

/// What lint suggests for a listing language a store does not take.
@Suite("Store languages: suggestions for codes a store does not take")
struct StoreLanguageSuggestionTests {
    @Test(arguments: [
        (Store.googlePlay, "ko", "ko-KR"), (.googlePlay, "he", "iw-IL"), (.googlePlay, "zh-Hans", "zh-CN"),
        (.googlePlay, "nb", "no-NO"), (.googlePlay, "no", "no-NO"), (.googlePlay, "zh-Hant", "zh-TW"),
        (.googlePlay, "es-MX", "es-419"), (.googlePlay, "ar-SA", "ar"), (.googlePlay, "ja", "ja-JP"),
        (.googlePlay, "en", "en-US"), (.googlePlay, "ko_KR", "ko-KR"), (.appStore, "zh-hans", "zh-Hans"),
        (.appStore, "iw-IL", "he"), (.appStore, "zh-CN", "zh-Hans"), (.appStore, "zh-HK", "zh-Hant"),
        (.appStore, "es-419", "es-MX"), (.appStore, "no-NO", "no"), (.appStore, "nb", "no"), (.appStore, "ar", "ar-SA"),
        (.appStore, "de", "de-DE"), (.appStore, "ja-JP", "ja"), (.appStore, "gu-in", "gu"),
    ])
    func suggestsTheStoresCode(_ store: Store, _ code: String, _ suggestion: String) {
        #expect(store.suggestion(forCode: code)?.code == suggestion)
    }

    /// No suggestion for a code the store takes (any spelling), nor for one that is no locale or has no
    /// language of the store near it.
    @Test(arguments: [
        (Store.googlePlay, "ko-KR"), (.googlePlay, "iw-il"), (.appStore, "gu-IN"), (.appStore, "zh-Hans"),
        (.googlePlay, "xx"), (.googlePlay, "not a code"), (.appStore, "fa"), (.googlePlay, "or"), (.appStore, "sw"),
    ])
    func noSuggestion(_ store: Store, _ code: String) {
        #expect(store.suggestion(forCode: code) == nil)
    }
}
