//===- SharedIndex.h - `s[i]` on a SharedArray -> get/set ------*- C++ -*-===//
//
// Indexing a shared array (`s[i]`, `s[i] += x`, a 2-D tile's `tile[r][c]`)
// calls `<SharedArray<T, N> as Index(Mut)<usize>>::index(_mut)` and uses the
// reference it returns. This pass replaces the call by Rust's bounds check
// (at the call, with the bindings' message) and each use of the reference by
// an ordinary `rsgpu.shared.get` / `rsgpu.shared.set` at the same index —
// `r * C + c` of the flat tile for a 2-D one — so the S6 bounds and S8
// phase analyses see the accesses they already prove, and nothing new
// reaches the emitter. A reference used any other way (passed on, kept,
// reborrowed) is RG0222.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_SHAREDINDEX_H
#define RSGPU_IR_SHAREDINDEX_H

#include "ir/IR.h"
#include "support/Diagnostics.h"

namespace rsgpu::ir {

/// Lowers every `rsgpu.shared.index` of `f`; false after an error.
bool lowerSharedIndex(Function &f, TypeContext &types, DiagEngine &diags);

} // namespace rsgpu::ir

#endif
