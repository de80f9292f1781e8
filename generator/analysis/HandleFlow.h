//===- HandleFlow.h - which array a handle local names, where -*- C++ -*-===//
//
// A shared-array handle (`SharedArray` is `Copy`) or a `&mut [T]` local can
// be reassigned: `b = a;`, a swap through copies `tmp = a; a = b; b = tmp;`,
// a rebinding in a branch or a loop, `r = &a;`. The safety analyses must
// know which array an access through such a local touches *at that access*,
// not at the local's first binding.
//
// HandleFlow is a flow-sensitive analysis over the CFG whose state is a set
// of valuations: each maps the handle locals (and fields of tuples of
// handles) to the one array (a root) they name on some path. A set of
// valuations keeps the relations between locals: after a swap, `src` and
// `dst` name different arrays on every path, though each may name either.
// A local assigned anything but a seed, a copy or a reference of a tracked
// handle is untracked from there on (accesses through it are the caller's to
// refuse). The state is bounded (`cap` valuations); past it, `overflow`.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_HANDLEFLOW_H
#define RSGPU_ANALYSIS_HANDLEFLOW_H

#include "ir/IR.h"
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace rsgpu::analysis {

class HandleFlow {
public:
  /// (local, field): field -1 is the whole local, i >= 0 a tuple's field i.
  using Key = std::pair<unsigned, int>;
  using Binding = std::map<Key, unsigned>;
  static constexpr unsigned kMark = ~0u;
  /// `cur`: what the handles name now; `start`: what they named at the last
  /// `snapshot` instruction (a barrier: the start of the barrier phase).
  struct Valuation {
    Binding cur, start;
    bool operator<(const Valuation &o) const {
      return cur != o.cur ? cur < o.cur : start < o.start;
    }
  };
  using State = std::set<Valuation>;
  struct Rules {
    /// Handles bound at the entry (kernel parameters): local -> root.
    std::map<unsigned, unsigned> entry;
    /// The root an instruction binds its destination to (a declaration).
    std::function<std::optional<unsigned>(const ir::Inst &)> seed;
    /// References follow `&*h` (slices: a reborrow) instead of `&h`.
    bool refOfDeref = false;
    /// Instructions that copy `cur` into `start` (block barriers), with an
    /// id `start` keeps under the key (kMark, -1): which barrier began it.
    std::function<std::optional<unsigned>(const ir::Inst &)> snapshot;
  };
  HandleFlow(const ir::Function &f, Rules rules, size_t cap = 256);

  /// The valuations before instruction `idx` of `block` (idx == its size:
  /// at the terminator); empty when unreachable.
  State before(unsigned block, size_t idx) const;
  /// The roots `local` may name in `s`; `untracked` is set when it names no
  /// tracked array in some valuation.
  static std::set<unsigned> mayName(const State &s, unsigned local,
                                    bool *untracked = nullptr);
  /// The state grew past `cap`: no result can be trusted.
  bool overflow = false;

private:
  void transfer(Valuation &val, const ir::Inst &in) const;
  void computeLiveness();
  std::map<unsigned, std::set<unsigned>> liveIn; ///< per block
  /// Per snapshot instruction, the locals live after it.
  ir::InstMap<std::set<unsigned>> liveAfter;
  
public:
  static std::optional<unsigned> get(const Binding &v, Key k);

private:

  const ir::Function &f;
  Rules rules;
  std::map<unsigned, State> in;
};

} // namespace rsgpu::analysis

#endif
