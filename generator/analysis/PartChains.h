//===- PartChains.h - which part of a `&mut [T]` a local names -*- C++ -*-===//
//
// `let (lo, hi) = y.split_at_mut(m)` makes halves of `y`; a half split again
// makes halves of the half. An element `d[j]` of `d`, the tail at `k` of the
// tail at `m` of `y`, is `y[m + k + j]`: the S5 proofs (WriteUniqueness.cpp)
// must be about `y`'s indices, so every access through a half carries the
// chain of splits from the parameter to it (its offset is the sum of the
// split points of its tails). A local whose definitions give different
// chains (`s = lo` on one path, `s = hi` on another) is `mixed`: the pass
// refuses its accesses rather than guess.
//
// A proof key (WriteUniqueness) is the chain's segments `head(m):` /
// `tail(m):`, then the access's own key. Two keys give every thread the
// same element of `y` when they are equal without their `head` segments (a
// head adds no offset); they are disjoint when their chains part at the two
// halves of one split point.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_PARTCHAINS_H
#define RSGPU_ANALYSIS_PARTCHAINS_H

#include "ir/IR.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace rsgpu::analysis {

/// One split on the way from the parameter to a part.
struct ChainSeg {
  unsigned side; ///< 0: the head `[..m]`, 1: the tail `[m..]`
  ir::Value mid; ///< the split point
  std::string text; ///< the split point as the diagnostics spell it
};

struct PartChains {
  /// A rooted local -> its chain (empty: the parameter itself).
  std::map<unsigned, std::vector<ChainSeg>> chain;
  /// Rooted locals whose definitions disagree, or split too deep.
  std::set<unsigned> mixed;
};

/// A `split_at_mut` result local: the local split and the split point.
struct SplitSource {
  unsigned src;
  ir::Value mid;
};

/// The chains of the `rooted` locals of `f` (aliases of `&mut` slice
/// parameters): through copies, reborrows `&mut *x` / `&raw mut *x`, and the
/// fields of `splits`.
PartChains partChains(const ir::Function &f, const std::set<unsigned> &rooted,
                      const std::map<unsigned, SplitSource> &splits,
                      const std::function<std::string(const ir::Value &)> &text);

/// The key prefix of a chain: `tail(m):head(k):`.
std::string chainKey(const std::vector<ChainSeg> &c);

/// Two proof keys name the same element of the parameter for each thread.
bool sameElement(const std::string &a, const std::string &b);
/// Two proof keys lie in the two halves of one split: no element in common.
bool chainsDisjoint(const std::string &a, const std::string &b);
/// One key is chunk `X` of `chunks_mut(w)` (`chunk(w):X`), the other the
/// element `X * w + c` with `0 <= c < w` (at one offset): each thread's
/// element lies in its own chunk. `w` a power of two, so that no product
/// wraps onto another thread's chunk (the mul rule keeps `X`'s bits).
bool inOwnChunk(const std::string &a, const std::string &b);
/// `a` and `b` with their `head` segments removed, when their `tail`
/// segments are equal (the same offset); false otherwise.
bool sameOffset(const std::string &a, const std::string &b, std::string *restA,
                std::string *restB);

} // namespace rsgpu::analysis

#endif
