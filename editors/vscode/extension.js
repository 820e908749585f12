// Starts `yon lsp` for .game files and stops it with the editor.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('yon').get('server.command', 'yon');
  const server = { command, args: ['lsp'] };
  client = new LanguageClient(
    'yon',
    'yon',
    { run: server, debug: server },
    { documentSelector: [{ language: 'yon' }] }
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
