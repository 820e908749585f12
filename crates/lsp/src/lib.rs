//! yon's language server: the Language Server Protocol on stdin and stdout, one thread, no
//! runtime — the editor's requests answered from the checker, one message at a time. `yon lsp`
//! starts it (`run`) and turns how it ended (`Outcome`) into an exit code.

mod completion;
mod edits;
mod features;
#[cfg(test)]
mod fuzz;
mod grammar_words;
mod hover;
mod position;
mod transport;

use features::Document;
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _, PublishDiagnostics,
};
use lsp_types::request::{
    CodeActionRequest, Completion, DocumentSymbolRequest, Formatting, GotoDefinition, HoverRequest,
    References, Rename, Request as _,
};
use lsp_types::{
    CompletionOptions, DocumentSymbolResponse, GotoDefinitionResponse, OneOf, PublishDiagnosticsParams,
    ServerCapabilities, ServerInfo, TextDocumentSyncCapability, TextDocumentSyncKind,
};
use std::collections::HashMap;
use std::io::Write;
use std::sync::mpsc::Receiver;
use transport::Incoming;

/// What `yon lsp --help` says after its usage: what the server offers and how to hook it in.
pub const HELP: &str = "\
The editor starts `yon lsp` and speaks the Language Server Protocol with it on stdin and
stdout; nothing else is printed there (notes go to stderr). It offers, for `.game` files:
every error and lint warning of `yon check` as you type, hover docs for language words
(from docs/LANGUAGE.md), go to definition and find references of players, kinds, regions,
actions and options, renaming a declared name everywhere, formatting as `yon fmt` does,
quick fixes (a misspelt name's nearest, old forms rewritten as `yon fix` does),
completion of keywords and declared names, and an outline.

Hook it into an editor (ready-made configurations are in editors/ of the source tree):
  VS Code   editors/vscode: a small extension; see its README to install it
  Neovim    editors/nvim/yon.lua: vim.lsp.start({ name = 'yon', cmd = { 'yon', 'lsp' } })
            for buffers of filetype `yon` (files ending in .game)
  Others    any LSP client: command `yon lsp`, language id `yon`, files `*.game`";

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The editor asked to shut down, then to exit (or closed the input): exit 0, the
    /// protocol says.
    ShutDown,
    /// The input ended, or `exit` came, without a `shutdown` first: exit 1, the protocol says.
    NotShutDown,
    /// The editor stopped reading what the server wrote.
    OutputClosed,
}

/// Serves the editor on stdin and stdout until it says `exit` or closes the input; notes
/// (a malformed message skipped) go to stderr.
pub fn run() -> Outcome {
    let mut output = std::io::stdout().lock();
    let mut server = Server::default();
    let incoming = read_in_background();
    // Everything that has arrived is taken at once, so that edits the editor sent while the
    // last check ran are applied together and only the text they end with is checked.
    while let Ok(first) = incoming.recv() {
        let batch = std::iter::once(first).chain(incoming.try_iter());
        let mut replies = Vec::new();
        let mut exit = false;
        for message in batch {
            if matches!(&message, Message::Notification(n) if n.method == "exit") {
                exit = true;
                break;
            }
            replies.extend(server.handle_guarded(message));
        }
        replies.extend(server.publish());
        for reply in replies {
            if transport::write(&mut output, reply).is_err() {
                return Outcome::OutputClosed;
            }
        }
        if exit {
            break;
        }
    }
    output.flush().ok();
    if server.shut_down { Outcome::ShutDown } else { Outcome::NotShutDown }
}

/// The messages from stdin, read on a thread of their own so that the main loop sees what
/// is waiting; malformed ones are skipped with a note on stderr.
fn read_in_background() -> Receiver<Message> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut input = std::io::stdin().lock();
        loop {
            match transport::read(&mut input) {
                Incoming::Message(message) => {
                    if sender.send(message).is_err() {
                        return;
                    }
                }
                Incoming::Skipped(why) => {
                    // A closed stderr is no reason to stop: there is nowhere left to say so.
                    let _ = writeln!(std::io::stderr(), "yon lsp: skipped {why}");
                }
                Incoming::End => return,
            }
        }
    });
    receiver
}

#[derive(Default)]
pub(crate) struct Server {
    /// The open files by URI, as the editor last sent them.
    documents: HashMap<String, Document>,
    /// The files whose diagnostics are to be sent, in the order they changed.
    changed: Vec<lsp_types::Uri>,
    initialized: bool,
    shut_down: bool,
}

impl Server {
    /// The messages to send for one received. A request whose answer panics is answered with
    /// an internal error, so that no request ever takes the server down.
    pub(crate) fn handle_guarded(&mut self, message: Message) -> Vec<Message> {
        let id = match &message {
            Message::Request(request) => Some(request.id.clone()),
            _ => None,
        };
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.handle(message))) {
            Ok(replies) => replies,
            Err(_) => {
                let why = "yon lsp failed on this request (a bug: please report it)";
                id.map(|id| Message::Response(error(id, ErrorCode::InternalError, why))).into_iter().collect()
            }
        }
    }

    /// The messages to send for one received.
    fn handle(&mut self, message: Message) -> Vec<Message> {
        match message {
            Message::Request(request) => vec![Message::Response(self.request(request))],
            Message::Notification(notification) => {
                self.notification(notification);
                Vec::new()
            }
            // The server sends no requests, so a response answers nothing.
            Message::Response(_) => Vec::new(),
        }
    }

    /// The diagnostics of every file changed since the last call, each checked once.
    pub(crate) fn publish(&mut self) -> Vec<Message> {
        let changed = std::mem::take(&mut self.changed);
        changed
            .into_iter()
            .map(|uri| {
                let document = self.document(&uri);
                let version = document.and_then(|d| d.version);
                let check = std::panic::AssertUnwindSafe(|| document.map(Document::diagnostics));
                let guarded = std::panic::catch_unwind(check);
                let diagnostics = guarded.ok().flatten().unwrap_or_default();
                let params = PublishDiagnosticsParams { uri, diagnostics, version };
                Message::Notification(Notification::new(PublishDiagnostics::METHOD.to_string(), params))
            })
            .collect()
    }

    fn request(&mut self, request: Request) -> Response {
        let id = request.id.clone();
        if request.method == "initialize" {
            self.initialized = true;
            return Response::new_ok(id, initialize_result());
        }
        if !self.initialized {
            return error(id, ErrorCode::ServerNotInitialized, "initialize first");
        }
        if request.method == "shutdown" {
            self.shut_down = true;
            return Response::new_ok(id, ());
        }
        match self.answer(request) {
            Ok(response) => response,
            Err((code, message)) => error(id, code, &message),
        }
    }

    fn answer(&self, request: Request) -> Result<Response, (ErrorCode, String)> {
        let id = request.id.clone();
        let bad = |e: lsp_server::ExtractError<Request>| (ErrorCode::InvalidParams, format!("{e:?}"));
        let result = match request.method.as_str() {
            HoverRequest::METHOD => {
                let (_, p) = request.extract::<lsp_types::HoverParams>(HoverRequest::METHOD).map_err(bad)?;
                let at = p.text_document_position_params;
                to_value(self.document(&at.text_document.uri).and_then(|d| d.hover(at.position)))
            }
            GotoDefinition::METHOD => {
                let (_, p) = request
                    .extract::<lsp_types::GotoDefinitionParams>(GotoDefinition::METHOD)
                    .map_err(bad)?;
                let at = p.text_document_position_params;
                let found = self
                    .document(&at.text_document.uri)
                    .map(|d| d.definition(&at.text_document.uri, at.position));
                to_value(found.map(GotoDefinitionResponse::Array))
            }
            References::METHOD => {
                let (_, p) =
                    request.extract::<lsp_types::ReferenceParams>(References::METHOD).map_err(bad)?;
                let at = p.text_document_position;
                let with = p.context.include_declaration;
                to_value(
                    self.document(&at.text_document.uri)
                        .map(|d| d.references(&at.text_document.uri, at.position, with)),
                )
            }
            Completion::METHOD => {
                let (_, p) =
                    request.extract::<lsp_types::CompletionParams>(Completion::METHOD).map_err(bad)?;
                let at = p.text_document_position;
                to_value(self.document(&at.text_document.uri).map(|d| d.completion(at.position)))
            }
            DocumentSymbolRequest::METHOD => {
                let (_, p) = request
                    .extract::<lsp_types::DocumentSymbolParams>(DocumentSymbolRequest::METHOD)
                    .map_err(bad)?;
                to_value(
                    self.document(&p.text_document.uri).map(|d| DocumentSymbolResponse::Nested(d.outline())),
                )
            }
            CodeActionRequest::METHOD => {
                let (_, p) =
                    request.extract::<lsp_types::CodeActionParams>(CodeActionRequest::METHOD).map_err(bad)?;
                let uri = &p.text_document.uri;
                to_value(self.document(uri).map(|d| d.code_actions(uri, p.range)))
            }
            Formatting::METHOD => {
                let (_, p) = request
                    .extract::<lsp_types::DocumentFormattingParams>(Formatting::METHOD)
                    .map_err(bad)?;
                to_value(self.document(&p.text_document.uri).map(Document::formatting))
            }
            Rename::METHOD => {
                let (_, p) = request.extract::<lsp_types::RenameParams>(Rename::METHOD).map_err(bad)?;
                let at = p.text_document_position;
                let Some(document) = self.document(&at.text_document.uri) else {
                    return Ok(Response::new_ok(id, ()));
                };
                let edit = document
                    .rename(&at.text_document.uri, at.position, &p.new_name)
                    .map_err(|why| (ErrorCode::RequestFailed, why))?;
                to_value(edit)
            }
            other => return Err((ErrorCode::MethodNotFound, format!("yon lsp does not answer `{other}`"))),
        };
        Ok(Response::new_ok(id, result))
    }

    /// Keeps the editor's copy of each open file; what changed is checked by `publish`.
    fn notification(&mut self, notification: Notification) {
        let (uri, text, version) = match notification.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(p) =
                    notification.extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                else {
                    return;
                };
                (p.text_document.uri, p.text_document.text, p.text_document.version)
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = notification
                    .extract::<lsp_types::DidChangeTextDocumentParams>(DidChangeTextDocument::METHOD)
                else {
                    return;
                };
                // Whole-file sync: the last change holds the whole text.
                let Some(change) = p.content_changes.into_iter().last() else { return };
                (p.text_document.uri, change.text, p.text_document.version)
            }
            DidCloseTextDocument::METHOD => {
                if let Ok(p) = notification
                    .extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                {
                    self.documents.remove(p.text_document.uri.as_str());
                    self.changed.retain(|uri| uri != &p.text_document.uri);
                }
                return;
            }
            _ => return,
        };
        self.documents.insert(uri.as_str().to_string(), Document::new(text, Some(version)));
        if !self.changed.contains(&uri) {
            self.changed.push(uri);
        }
    }

    fn document(&self, uri: &lsp_types::Uri) -> Option<&Document> {
        self.documents.get(uri.as_str())
    }
}

fn initialize_result() -> lsp_types::InitializeResult {
    let capabilities = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions::default()),
        document_symbol_provider: Some(OneOf::Left(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        rename_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(lsp_types::CodeActionProviderCapability::Simple(true)),
        ..ServerCapabilities::default()
    };
    let server_info =
        ServerInfo { name: "yon".to_string(), version: Some(env!("CARGO_PKG_VERSION").to_string()) };
    lsp_types::InitializeResult { capabilities, server_info: Some(server_info) }
}

fn to_value(value: impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(value).unwrap_or(serde_json::Value::Null)
}

fn error(id: RequestId, code: ErrorCode, message: &str) -> Response {
    Response::new_err(id, code as i32, message.to_string())
}
