//===- Pipeline.h - parse -> IR -> analyses -> emit, once -------*- C++ -*-===//
//
// The one pipeline every subcommand runs (`parse`, `translate`, `build`):
// read the MIR file, parse it, build the IR, run the safety analyses, emit
// CUDA C++ and, with --verify, check the emitted code with the checker's
// rules. Each stage reports its own diagnostics; the result keeps what every
// stage produced, so callers print or package it without redoing any.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_DRIVER_PIPELINE_H
#define RSGPU_DRIVER_PIPELINE_H

#include "analysis/Analyses.h"
#include "emit/Emitter.h"
#include "ir/IR.h"
#include "mir/AST.h"
#include "support/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace rsgpu::driver {

struct PipelineOptions {
  enum Stage { Parse, BuildIR, Analyse, Emit };
  Stage until = Emit;        ///< the last stage to run
  bool allFunctions = false; ///< BuildIR: every function, not only kernels
  bool verify = false;       ///< Emit: check the emitted C++ (RG0411)
};

struct PipelineResult {
  std::optional<mir::Module> mir;
  std::optional<ir::Module> ir;
  analysis::ModuleFacts facts;
  emit::EmittedModule emitted; ///< the .cu text, its kernels and functions
};

/// Runs the stages of `opts` on the MIR file `path` (`-`: stdin), whose
/// buffer it adds to `diags.sourceMgr()`. Returns 0 when every stage
/// succeeded, 1 after user errors (diagnostics printed), 2 when --verify
/// found the emitted code at fault (an internal error, RG0411). `out` keeps
/// whatever the stages produced, also when a later stage failed.
int runPipeline(llvm::StringRef path, DiagEngine &diags,
                const PipelineOptions &opts, PipelineResult &out);

} // namespace rsgpu::driver

#endif
