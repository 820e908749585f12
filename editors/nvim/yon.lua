-- yon for Neovim (0.8 or later): `.game` files get the `yon` filetype, and every buffer of
-- it is attached to one `yon lsp` server per project. Load it from your init.lua, e.g.
-- `dofile('/path/to/yon/editors/nvim/yon.lua')`, or copy it to ~/.config/nvim/plugin/.

vim.filetype.add({ extension = { game = 'yon' } })

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'yon',
  callback = function(args)
    vim.bo[args.buf].commentstring = '// %s'
    vim.lsp.start({
      name = 'yon',
      cmd = { 'yon', 'lsp' },
      root_dir = vim.fs.dirname(vim.fs.find({ '.git', 'games' }, { upward = true, path = args.file })[1])
        or vim.fs.dirname(args.file),
    })
  end,
})
