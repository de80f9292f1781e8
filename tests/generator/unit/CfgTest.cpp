// ir::Cfg (edges, dominators, reachability) and ir::numberInsts /
// ir::ByPosition (the order analyses visit and report instructions in).
#include "ir/Cfg.h"
#include <catch2/catch.hpp>

#include <algorithm>

using namespace rsgpu::ir;

namespace {
Block br(unsigned id, unsigned to) {
  Block b;
  b.id = id;
  b.term.kind = Terminator::Br;
  b.term.target = to;
  return b;
}
Block sw(unsigned id, unsigned zero, unsigned otherwise) {
  Block b;
  b.id = id;
  b.term.kind = Terminator::Switch;
  b.term.cases = {{0, zero}};
  b.term.target = otherwise;
  return b;
}
Block ret(unsigned id) {
  Block b;
  b.id = id;
  b.term.kind = Terminator::Return;
  return b;
}
} // namespace

TEST_CASE("Cfg: a diamond, a loop and an unreachable block", "[ir][cfg]") {
  // bb0 -> bb3 | bb5 ; bb3 -> bb7 ; bb5 -> bb7 ; bb7 -> bb7 (loop) | bb9 ;
  // bb9 return ; bb11 (no predecessor) returns. Ids are not positions.
  Function f;
  f.blocks = {sw(0, 3, 5), br(3, 7), br(5, 7), sw(7, 7, 9), ret(9), ret(11)};
  Cfg cfg(f);
  REQUIRE(cfg.size() == 6);
  CHECK(cfg.position(7) == std::optional<size_t>(3));
  CHECK(!cfg.position(4));
  // The entry dominates every reachable block; neither arm dominates the join.
  CHECK(cfg.dominatesId(0, 7));
  CHECK(cfg.dominatesId(0, 9));
  CHECK_FALSE(cfg.dominatesId(3, 7));
  CHECK_FALSE(cfg.dominatesId(5, 7));
  CHECK(cfg.dominatesId(7, 9));
  CHECK(cfg.dominatesId(7, 7));
  // An unreachable block is dominated by itself alone.
  CHECK_FALSE(cfg.dominatesId(0, 11));
  CHECK(cfg.dominatesId(11, 11));
  CHECK_FALSE(cfg.dominatesId(4, 9)); // not a block
  // One entry per edge: bb7 has itself and bb3, bb5 as predecessors.
  CHECK(cfg.preds(3).size() == 3);
  CHECK(cfg.preds(4).size() == 1); // bb9: from bb7
  CHECK(cfg.preds(5).empty());
  // Forward from bb3 without entering bb7: nothing. Backward from bb9
  // without entering bb3: bb7, bb5, bb0 (and bb7's self edge).
  std::vector<bool> fwd = cfg.reach(cfg.succs(1), true, 3);
  CHECK(std::count(fwd.begin(), fwd.end(), true) == 0);
  std::vector<bool> back = cfg.reach(cfg.preds(4), false, 1);
  CHECK(back == std::vector<bool>{true, false, true, true, false, false});
}

TEST_CASE("Cfg: a switch with two cases to one block lists the edge twice",
          "[ir][cfg]") {
  Function f;
  Block b0 = sw(0, 1, 1);
  f.blocks = {b0, ret(1)};
  Cfg cfg(f);
  CHECK(cfg.preds(1).size() == 2);
  CHECK(cfg.dominatesId(0, 1));
}

TEST_CASE("Cfg: predecessors by id, and every path through given edges",
          "[ir][cfg]") {
  // The diamond of the first case: bb0 -> bb3 | bb5 -> bb7 -> bb7 | bb9.
  Function f;
  f.blocks = {sw(0, 3, 5), br(3, 7), br(5, 7), sw(7, 7, 9), ret(9), ret(11)};
  Cfg cfg(f);
  std::vector<unsigned> p7 = cfg.predIds(7);
  std::sort(p7.begin(), p7.end());
  CHECK(p7 == std::vector<unsigned>{3, 5, 7});
  CHECK(cfg.predIds(0).empty());
  CHECK(cfg.predIds(4).empty()); // not a block
  // Both arms' edges into the join cover every path to bb9; one does not.
  CHECK(cfg.allPathsThrough(9, {{3, 7}, {5, 7}}));
  CHECK_FALSE(cfg.allPathsThrough(9, {{3, 7}}));
  CHECK(cfg.allPathsThrough(3, {{0, 3}}));
  // bb7's self edge is not on the way in.
  CHECK_FALSE(cfg.allPathsThrough(9, {{7, 7}}));
  CHECK(cfg.allPathsThrough(9, {{7, 9}}));
  // No edges prove nothing; the entry is reached without any edge.
  CHECK_FALSE(cfg.allPathsThrough(9, {}));
  CHECK_FALSE(cfg.allPathsThrough(0, {{0, 3}}));
  // An unreachable block is never reached: vacuously true.
  CHECK(cfg.allPathsThrough(11, {{0, 3}}));
}

TEST_CASE("numberInsts orders instructions by program position, not address",
          "[ir][cfg]") {
  Module m;
  Function f;
  f.blocks = {br(0, 1), ret(1)};
  f.blocks[0].insts.resize(2);
  f.blocks[1].insts.resize(3);
  m.functions.push_back(std::move(f));
  numberInsts(m);
  const Function &g = m.functions[0];
  InstSet s;
  // Inserted last block first: iteration is still block 0's two, then
  // block 1's three, whatever the addresses of the two vectors.
  for (auto bi : {1, 0})
    for (const Inst &in : g.blocks[bi].insts)
      s.insert(&in);
  std::vector<unsigned> order;
  for (const Inst *in : s)
    order.push_back(in->pos);
  CHECK(order == std::vector<unsigned>{1, 2, 3, 4, 5});
  CHECK(*s.begin() == &g.blocks[0].insts[0]);
}
