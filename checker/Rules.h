//===- Rules.h - the checker's rules, one per file -------------*- C++ -*-===//
#ifndef RSGPU_CLANG_RULES_H
#define RSGPU_CLANG_RULES_H

#include "Diag.h"
#include "Model.h"

#include "clang/AST/ASTContext.h"

namespace rsgpu::clangcheck {

/// What every rule gets: one function definition (not a dependent template
/// pattern) in a file being checked.
struct RuleContext {
  clang::ASTContext &ctx;
  Reporter &reporter;
  const clang::FunctionDecl *fn;
  bool isKernel;        ///< operator() taking a thread handle first
  bool isDeviceContext; ///< a kernel or a function taking an exec handle
};

/// S13 (RG0401): owners, borrows and shared-memory handles used after a move,
/// on any CFG path.
void checkUseAfterMove(RuleContext &c);
/// S3 (RG0402): one launch borrowing a buffer exclusively and again.
void checkLaunchAliasing(RuleContext &c);
/// S7 (RG0403): shared memory stored where it outlives the block.
void checkSharedEscape(RuleContext &c);
/// S8 (RG0404), S9 (RG0405): barriers / warp collectives control-dependent
/// on the thread index.
void checkDivergentSync(RuleContext &c);
/// RG0406-RG0410: raw CUDA bypasses in device code.
void checkRawBypass(RuleContext &c);
/// S8 (RG0412): shared memory allocated in a loop or a helper (the same
/// storage again), a second shared_dynamic handle.
void checkSharedReuse(RuleContext &c);
/// S2 (RG0413): device code using a host variable (nvcc rejects it; the
/// host backend would run it).
void checkHostGlobal(RuleContext &c);

} // namespace rsgpu::clangcheck

#endif
