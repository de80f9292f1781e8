// warp_collective gives CUDA's exact shfl/ballot/match/reduce semantics,
// including width segments and out-of-range source lanes.
#include <vector>

#include "emu_support.hpp"

using namespace emu;

namespace {
enum Op { Idx, Up, Down, Xor, Ballot, MatchAny, Reduce, PartialMask };

struct WarpOps {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int op, int arg,
                           int width) const {
    int lane = int(host::lane_id());
    int v = 100 + lane;
    int r = 0;
    switch (op) {
    case Idx: r = shfl(full, v, arg, width); break;
    case Up: r = shfl_up(full, v, unsigned(arg), width); break;
    case Down: r = shfl_down(full, v, unsigned(arg), width); break;
    case Xor: r = shfl_xor(full, v, unsigned(arg), width); break;
    case Ballot: r = int(ballot(full, lane % arg == 0)); break;
    case MatchAny: r = int(match_any(full, lane / arg)); break;
    case Reduce: r = reduce_add(full, v); break;
    case PartialMask: // each half of the warp talks only to itself
      r = lane < 16 ? shfl(0x0000ffffu, v, 15) : shfl(0xffff0000u, v, 16);
      break;
    }
    if (auto o = out.mine(t)) *o = r;
  }
};

std::vector<int> run(Op op, int arg, int width = 32) {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 32);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), WarpOps{}, out->borrow_mut(), int(op), arg,
                        width));
  auto v = out->to_vec();
  INFO((v ? "" : v.error().to_string()));
  REQUIRE(v);
  return *v;
}
} // namespace

TEST_CASE("S9_shfl_idx_matches_cuda", "[emulator][warp]") {
  auto r = run(Idx, 5);
  for (int l = 0; l < 32; ++l) CHECK(r[l] == 105);
  // width 8: the source is taken modulo width, inside the lane's own segment.
  r = run(Idx, 9, 8);
  for (int l = 0; l < 32; ++l) CHECK(r[l] == 100 + (l & ~7) + 1);
  r = run(Idx, 37); // srcLane >= 32 wraps modulo 32
  for (int l = 0; l < 32; ++l) CHECK(r[l] == 105);
}

TEST_CASE("S9_shfl_up_down_keep_own_value_out_of_segment", "[emulator][warp]") {
  auto up = run(Up, 3, 8), down = run(Down, 3, 8);
  for (int l = 0; l < 32; ++l) {
    CHECK(up[l] == 100 + ((l % 8) < 3 ? l : l - 3));
    CHECK(down[l] == 100 + ((l % 8) + 3 >= 8 ? l : l + 3));
  }
  auto down32 = run(Down, 1);
  CHECK(down32[30] == 131);
  CHECK(down32[31] == 131);
}

TEST_CASE("S9_shfl_xor_reads_earlier_segments_only", "[emulator][warp]") {
  auto r = run(Xor, 1);
  for (int l = 0; l < 32; ++l) CHECK(r[l] == 100 + (l ^ 1));
  // CUDA: with width < 32 a lane may read an earlier group, never a later one.
  r = run(Xor, 8, 8);
  for (int l = 0; l < 32; ++l) CHECK(r[l] == 100 + ((l ^ 8) < l ? (l ^ 8) : l));
}

TEST_CASE("S9_ballot_match_reduce_match_cuda", "[emulator][warp]") {
  auto b = run(Ballot, 3);
  for (int l = 0; l < 32; ++l) CHECK(unsigned(b[l]) == 0x49249249u);
  auto m = run(MatchAny, 4);
  for (int l = 0; l < 32; ++l) CHECK(unsigned(m[l]) == 0xfu << (l / 4 * 4));
  auto s = run(Reduce, 0);
  for (int l = 0; l < 32; ++l) CHECK(s[l] == 32 * 100 + 31 * 32 / 2);
}

TEST_CASE("S9_disjoint_half_warp_masks_proceed_independently", "[emulator][warp]") {
  auto r = run(PartialMask, 0);
  for (int l = 0; l < 32; ++l) CHECK(r[l] == (l < 16 ? 115 : 116));
}

namespace {
struct PartialWarpSum { // 48 threads: the second warp has 16 lanes
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<double> out) const {
    double v = double(t.block().thread_rank());
    if (auto o = out.mine(t)) *o = reduce_add(full, v);
  }
};
} // namespace

TEST_CASE("S9_partial_last_warp_full_mask_uses_existing_lanes", "[emulator][warp]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<double>::zeroed(s, 48);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {48}), PartialWarpSum{}, out->borrow_mut()));
  auto v = out->to_vec();
  REQUIRE(v);
  for (int i = 0; i < 32; ++i) CHECK((*v)[i] == 31 * 32 / 2);
  for (int i = 32; i < 48; ++i) CHECK((*v)[i] == (32 + 47) * 16 / 2);
}
