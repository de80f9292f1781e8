//===- fuzz_mir_parser.cpp - libFuzzer target for the MIR front end -------===//
//
// Feeds arbitrary bytes to the MIR parser and, when they parse, to the IR
// builder. Any crash, sanitizer report, hang or leak is a bug: malformed
// MIR must end in a diagnostic. See docs/generator/fuzzing.md.
//
//===----------------------------------------------------------------------===//
#include "ir/Builder.h"
#include "mir/Parser.h"
#include "support/Diagnostics.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::SourceMgr sm;
  auto buf = llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(reinterpret_cast<const char *>(data), size), "fuzz.mir");
  unsigned id = sm.AddNewSourceBuffer(std::move(buf), llvm::SMLoc());
  std::string sink;
  llvm::raw_string_ostream os(sink);
  rsgpu::DiagEngine diags(sm, os);
  std::optional<rsgpu::mir::Module> m = rsgpu::mir::parseModule(id, diags);
  if (!m) {
    // A rejection must come with at least one located error.
    if (diags.errorCount() == 0)
      __builtin_trap();
    return 0;
  }
  rsgpu::ir::BuildOptions opts;
  opts.allFunctions = true;
  (void)rsgpu::ir::buildModule(*m, diags, opts);
  return 0;
}
