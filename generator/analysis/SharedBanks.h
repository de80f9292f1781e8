//===- SharedBanks.h - ping-pong banks of a shared array ------*- C++ -*-===//
//
// A double-buffered (Hillis-Steele) scan keeps two halves of one shared
// array and swaps them each step:
//
//   temp.set(pout * N + t, temp.get(pin * N + t) + ..);
//   sync_threads();
//   let tmp = pin; pin = pout; pout = tmp;
//
// Within one barrier phase the writes land in bank `pout`, the reads in bank
// `pin`, and the banks differ. CopyRelations proves the last part: a
// flow-sensitive analysis of the locals assigned only constants and copies
// of one another (the bank variables and their temporaries), tracking which
// are equal, which differ, and the constants each can hold, at every shared
// access. Index2D::banked (SharedBanks.cpp) matches the index form and
// proves the offset below N; SharedPhases puts the two together.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_SHAREDBANKS_H
#define RSGPU_ANALYSIS_SHAREDBANKS_H

#include "ir/IR.h"
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace rsgpu::analysis {

class CopyRelations {
public:
  struct State {
    /// The constants a local can hold; absent: unknown.
    std::map<unsigned, std::set<uint64_t>> consts;
    std::set<std::pair<unsigned, unsigned>> eq, ne; ///< pairs (a < b)
    bool equal(unsigned a, unsigned b) const;
    bool differ(unsigned a, unsigned b) const;
  };
  /// States before each of the instructions `at` (accesses of interest).
  CopyRelations(const ir::Function &f, ir::InstSet at);
  /// nullptr when `in` is unreachable or was not asked for.
  const State *before(const ir::Inst *in) const;

private:
  void transfer(State &s, const ir::Inst &in) const;
  static State join(const State &a, const State &b);
  static std::set<unsigned> known(const State &s);

  const ir::Function &f;
  std::set<unsigned> indirect; ///< written through a projection or `&mut`
  ir::InstMap<State> states;
};

} // namespace rsgpu::analysis

#endif
