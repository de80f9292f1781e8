//===- Translate.cpp - `rsgpu-gen translate` ------------------------------===//
//
// The pipeline mir -> ir -> analysis -> emit, one way. Exit codes as for
// every subcommand: 0 success, 1 user error (diagnostics printed).
//
//===----------------------------------------------------------------------===//
#include "support/HeapReserve.h"
#include "driver/Translate.h"
#include "driver/Verify.h"
#include "analysis/Analyses.h"
#include "emit/Emitter.h"
#include "ir/Builder.h"
#include "ir/Printer.h"
#include "mir/Parser.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;
using namespace rsgpu;

namespace rsgpu::emit {
cl::SubCommand
    translateCmd("translate",
                 "Translate a `rustc --emit=mir` file into CUDA C++ (rsgpu)");
}

namespace {
enum class EmitKind { Cuda, IR };
cl::opt<std::string> input(cl::Positional, cl::desc("<file.mir>"), cl::Required,
                           cl::sub(emit::translateCmd));
cl::opt<std::string> output("o", cl::desc("Output file (default: stdout)"),
                            cl::init("-"), cl::value_desc("file"),
                            cl::sub(emit::translateCmd));
cl::opt<EmitKind> emitKind(
    "emit", cl::desc("What to write"), cl::init(EmitKind::Cuda),
    cl::values(clEnumValN(EmitKind::Cuda, "cuda", "CUDA C++ (default)"),
               clEnumValN(EmitKind::IR, "ir", "the IR, after the analyses")),
    cl::sub(emit::translateCmd));
cl::opt<bool> verifyOutput(
    "verify",
    cl::desc("Parse the emitted C++ with Clang and run rsgpu-check's rules "
             "on it; a finding is a generator bug (RG0411, exit 2)"),
    cl::init(false), cl::sub(emit::translateCmd));
} // namespace

int rsgpu::emit::runTranslate(DiagFormat format) {
  SourceMgr sm;
  DiagEngine diags(sm, errs(), format, /*color=*/true);
  auto buf = MemoryBuffer::getFileOrSTDIN(input, /*IsText=*/true);
  if (!buf) {
    diags.error("RG0001",
                "cannot read `" + input + "`: " + buf.getError().message());
    return 1;
  }
  reserveHeapFor((*buf)->getBufferSize());
  unsigned id = sm.AddNewSourceBuffer(std::move(*buf), SMLoc());
  std::optional<mir::Module> m = mir::parseModule(id, diags);
  if (!m)
    return 1;
  std::optional<ir::Module> mod = ir::buildModule(*m, diags);
  if (!mod || diags.hasErrors())
    return 1;
  analysis::ModuleFacts facts;
  if (!analysis::runAnalyses(*mod, diags, facts))
    return 1;

  std::string text;
  raw_string_ostream os(text);
  if (emitKind == EmitKind::IR) {
    ir::printModule(*mod, os);
  } else {
    EmitOptions opts;
    opts.inputName = std::string(sys::path::filename(input));
    if (!emitCuda(*mod, facts, opts, diags, os))
      return 1;
    if (verifyOutput) { // docs/checker.md, "Verification of generated code"
      os.flush();
      clangcheck::injectForTesting(text);
      std::string name =
          "/__rsgpu_verify__/" + sys::path::stem(input).str() + ".cu";
      if (!clangcheck::verifyGenerated(text, name, *mod, diags))
        return 2;
    }
  }
  std::error_code ec;
  ToolOutputFile out(output, ec, sys::fs::OF_Text);
  if (ec) {
    diags.error("RG0300", "cannot write `" + output + "`: " + ec.message());
    return 1;
  }
  out.os() << text;
  out.keep();
  return 0;
}
