//! The editor configurations in `editors/` stay in step with the server: they parse, run
//! `yon lsp`, and claim `.game` files for the language id the server is tested with.

fn read(path: &str) -> String {
    let path = format!("{}/editors/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(path: &str) -> serde_json::Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|e| panic!("{path} is not JSON: {e}"))
}

#[test]
fn the_vs_code_extension_runs_yon_lsp_for_game_files() {
    let package = json("vscode/package.json");
    assert_eq!(package["main"], "./extension.js");
    let language = &package["contributes"]["languages"][0];
    assert_eq!(language["id"], "yon");
    assert_eq!(language["extensions"], serde_json::json!([".game"]));
    assert_eq!(package["contributes"]["configuration"]["properties"]["yon.server.command"]["default"], "yon");
    assert!(package["dependencies"]["vscode-languageclient"].is_string());
    assert!(package["description"].as_str().is_some_and(|d| d.contains("yon lsp")));
    let extension = read("vscode/extension.js");
    assert!(extension.contains("args: ['lsp']"), "the extension starts `yon lsp`");
    assert!(extension.contains("language: 'yon'"));
    let configuration = json("vscode/language-configuration.json");
    assert_eq!(configuration["comments"]["lineComment"], "//");
}

#[test]
fn the_neovim_snippet_starts_yon_lsp_for_game_files() {
    let lua = read("nvim/yon.lua");
    assert!(lua.contains("extension = { game = 'yon' }"), "`.game` is the `yon` filetype");
    assert!(lua.contains("cmd = { 'yon', 'lsp' }"));
    assert!(lua.contains("vim.lsp.start"));
}
