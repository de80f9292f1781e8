//===- Pipeline.cpp - parse -> IR -> analyses -> emit, once ---------------===//
#include "driver/Pipeline.h"
#include "driver/Verify.h"
#include "ir/Builder.h"
#include "ir/Monomorphize.h"
#include "mir/Parser.h"
#include "support/HeapReserve.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int rsgpu::driver::runPipeline(StringRef path, DiagEngine &diags,
                               const PipelineOptions &opts,
                               PipelineResult &out) {
  auto buf = MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/true);
  if (!buf) {
    diags.error("RG0001",
                "cannot read `" + path + "`: " + buf.getError().message());
    return 1;
  }
  reserveHeapFor((*buf)->getBufferSize());
  unsigned id = diags.sourceMgr().AddNewSourceBuffer(std::move(*buf), SMLoc());
  out.mir = mir::parseModule(id, diags);
  if (!out.mir)
    return 1;
  if (opts.until == PipelineOptions::Parse)
    return 0;

  ir::fnItemsAsClosures(*out.mir); // `fold(x, f32::max)`
  ir::monomorphize(*out.mir); // generic fns of the crate: one body per instance
  ir::instantiateInlinedClosures(*out.mir); // O3: their closures, inlined
  ir::BuildOptions build;
  build.allFunctions = opts.allFunctions;
  out.ir = ir::buildModule(*out.mir, diags, build);
  if (!out.ir || diags.hasErrors())
    return 1;
  if (opts.until == PipelineOptions::BuildIR)
    return 0;

  if (!analysis::runAnalyses(*out.ir, diags, out.facts))
    return 1;
  if (opts.until == PipelineOptions::Analyse)
    return 0;

  emit::EmitOptions emitOpts;
  emitOpts.inputName = std::string(sys::path::filename(path));
  if (!emit::emitCuda(*out.ir, out.facts, emitOpts, diags, out.emitted))
    return 1;
  if (opts.verify) { // docs/checker.md, "Verification of generated code"
    injectForTesting(out.emitted.code);
    std::string name =
        "/__rsgpu_verify__/" + sys::path::stem(path).str() + ".cu";
    if (!verifyGenerated(out.emitted.code, name, *out.ir, diags))
      return 2;
  }
  return 0;
}
