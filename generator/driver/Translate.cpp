//===- Translate.cpp - `rsgpu-gen translate` ------------------------------===//
//
// The pipeline (driver/Pipeline.h) on one MIR file, its CUDA C++ (or IR)
// written out. Exit codes as for every subcommand: 0 success, 1 user error
// (diagnostics printed), 2 internal error.
//
//===----------------------------------------------------------------------===//
#include "driver/Translate.h"
#include "driver/Pipeline.h"
#include "ir/Printer.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;
using namespace rsgpu;

namespace rsgpu::driver {
cl::SubCommand
    translateCmd("translate",
                 "Translate a `rustc --emit=mir` file into CUDA C++ (rsgpu)");
}

namespace {
enum class EmitKind { Cuda, IR };
cl::opt<std::string> input(cl::Positional, cl::desc("<file.mir>"), cl::Required,
                           cl::sub(driver::translateCmd));
cl::opt<std::string> output("o", cl::desc("Output file (default: stdout)"),
                            cl::init("-"), cl::value_desc("file"),
                            cl::sub(driver::translateCmd));
cl::opt<EmitKind> emitKind(
    "emit", cl::desc("What to write"), cl::init(EmitKind::Cuda),
    cl::values(clEnumValN(EmitKind::Cuda, "cuda", "CUDA C++ (default)"),
               clEnumValN(EmitKind::IR, "ir", "the IR, after the analyses")),
    cl::sub(driver::translateCmd));
cl::opt<bool> verifyOutput(
    "verify",
    cl::desc("Parse the emitted C++ with Clang and run rsgpu-check's rules "
             "on it; a finding is a generator bug (RG0411, exit 2)"),
    cl::init(false), cl::sub(driver::translateCmd));
} // namespace

int rsgpu::driver::runTranslate(DiagFormat format) {
  SourceMgr sm;
  DiagEngine diags(sm, errs(), format, /*color=*/true);
  PipelineOptions opts;
  opts.until = emitKind == EmitKind::IR ? PipelineOptions::Analyse
                                        : PipelineOptions::Emit;
  opts.verify = verifyOutput;
  PipelineResult r;
  if (int rc = runPipeline(input, diags, opts, r))
    return rc;

  std::string text;
  if (emitKind == EmitKind::IR) {
    raw_string_ostream os(text);
    ir::printModule(*r.ir, os);
  } else {
    text = std::move(r.emitted.code);
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
