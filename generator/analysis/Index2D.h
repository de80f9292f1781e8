//===- Index2D.h - S5 proofs for 2-D row-major indices --------*- C++ -*-===//
//
// `c[row * w + col]` with `row = block_idx_y * block_dim_y + thread_idx_y`,
// `col = block_idx_x * block_dim_x + thread_idx_x` and `w` a kernel
// parameter, where the access is reached only through `col < w`: then
// (row, col) -> row * w + col is injective (the launch check rules out 3-D
// launches and wrap-around; see docs/generator/analyses.md).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_INDEX2D_H
#define RSGPU_ANALYSIS_INDEX2D_H

#include "analysis/ThreadValues.h"
#include "ir/IR.h"
#include <map>
#include <optional>
#include <vector>

namespace rsgpu::analysis {

class Index2D {
public:
  Index2D(const ir::Function &f, const ThreadValues &tv);
  /// The width parameter `w` when the index local `ix`, used in block
  /// `block`, is a proven 2-D row-major index.
  std::optional<unsigned> width(unsigned ix, unsigned block) const;

private:
  const ir::Inst *source(const ir::Value &v) const;
  bool isIntrinsic(const ir::Value &v, const char *name) const;
  bool isGidX(const ir::Value &v) const;
  bool isGidY(const ir::Value &v) const;
  std::optional<unsigned> param(const ir::Value &v) const;
  bool guarded(unsigned block, unsigned w) const;

  const ir::Function &f;
  const ThreadValues &tv;
  std::map<unsigned, std::vector<const ir::Inst *>> defs;
};

} // namespace rsgpu::analysis

#endif
