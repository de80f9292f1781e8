// Shared helpers: parse / build IR from a string, collect diagnostics.
#pragma once
#include "ir/Builder.h"
#include "ir/Printer.h"
#include "mir/Parser.h"
#include "support/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <string>

struct Harness {
  llvm::SourceMgr sm;
  std::string out;
  llvm::raw_string_ostream os{out};
  std::unique_ptr<rsgpu::DiagEngine> diags;
  unsigned id = 0;

  explicit Harness(const std::string &text,
                   rsgpu::DiagFormat fmt = rsgpu::DiagFormat::Human) {
    id = sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mir"),
                               llvm::SMLoc());
    diags = std::make_unique<rsgpu::DiagEngine>(sm, os, fmt);
  }
  std::optional<rsgpu::mir::Module> parse() { return rsgpu::mir::parseModule(id, *diags); }
  /// The IR text, or "" on failure (diagnostics in `out`).
  std::string ir(bool all = true) {
    auto m = parse();
    if (!m)
      return "";
    rsgpu::ir::BuildOptions o;
    o.allFunctions = all;
    auto mod = rsgpu::ir::buildModule(*m, *diags, o);
    if (!mod)
      return "";
    std::string s;
    llvm::raw_string_ostream ss(s);
    rsgpu::ir::printModule(*mod, ss);
    return s;
  }
  std::string firstCode() const {
    return diags->all().empty() ? "" : diags->all().front().code;
  }
};

/// Wraps statements into a function body `fn f(_1: T1, ...) -> R`.
inline std::string fnWith(const std::string &sig, const std::string &decls,
                          const std::string &stmts) {
  return "fn f" + sig + " {\n" + decls + "\n    bb0: {\n" + stmts +
         "\n        return;\n    }\n}\n";
}
