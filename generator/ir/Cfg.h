//===- Cfg.h - a function's control-flow graph and dominators ---*- C++ -*-===//
//
// The blocks of an ir::Function by position (f.blocks' order, the entry
// first), their edges both ways and dominator sets: the one CFG the passes
// that reason about "reached only past this test" share (OverflowFlags,
// BoundsProofs, Index2D).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_CFG_H
#define RSGPU_IR_CFG_H

#include "ir/IR.h"

#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace rsgpu::ir {

class Cfg {
public:
  explicit Cfg(const Function &f);

  size_t size() const { return succs_.size(); }
  /// The position of block `id` in f.blocks, if it is one of them.
  std::optional<size_t> position(unsigned id) const;
  /// One entry per edge (a switch with two cases to one block lists it
  /// twice), to and from blocks of f only.
  const std::vector<size_t> &succs(size_t b) const { return succs_[b]; }
  const std::vector<size_t> &preds(size_t b) const { return preds_[b]; }
  /// Block `a` dominates block `b` (positions; every block dominates itself).
  /// A block with an unreachable predecessor (none in built IR: f.blocks
  /// are the reachable ones) is dominated by itself alone: conservative.
  bool dominates(size_t a, size_t b) const { return dom_[b][a]; }
  /// The same by block ids: false when either is not a block of f.
  bool dominatesId(unsigned a, unsigned b) const;
  /// The blocks reachable from `from` along successor (`forward`) or
  /// predecessor edges without entering `stop`.
  std::vector<bool> reach(const std::vector<size_t> &from, bool forward,
                          size_t stop) const;
  /// The predecessors of block `id` by id, one per edge (none when `id` is
  /// not a block of f).
  std::vector<unsigned> predIds(unsigned id) const;
  /// Whether every path from the entry to block `id` takes one of `edges`
  /// (pairs of block ids, from and to): `id` is not reached from the entry
  /// once they are removed. False when `edges` is empty.
  bool
  allPathsThrough(unsigned id,
                  const std::set<std::pair<unsigned, unsigned>> &edges) const;

private:
  std::map<unsigned, size_t> position_;
  std::vector<unsigned> ids_; ///< block ids by position
  std::vector<std::vector<size_t>> succs_, preds_;
  std::vector<std::vector<bool>> dom_; ///< dom_[b][d]: d dominates b
};

} // namespace rsgpu::ir

#endif
