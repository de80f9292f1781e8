// Warp::sync_lanes(mask) (`__syncwarp(mask)`, Rust's `warp::sync_warp_mask`,
// S9): a warp barrier among the lanes of `mask`. The emulator reports a mask
// without the caller and lanes of the mask that never arrive (SyncError
// naming the lane and the mask), never a hang; lanes that sync with one mask
// see each other's shared writes (racecheck).
#include <string>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
struct SyncLanes { // every lane calls sync_lanes(mask)
  RSGPU_FN void operator()(rsgpu::Thread t, unsigned mask) const {
    t.block().warp().sync_lanes(mask);
  }
};
struct SyncWithExitedLane { // lanes 0..15 wait for lane 16, which returned
  RSGPU_FN void operator()(rsgpu::Thread t) const {
    unsigned lane = t.block().thread_rank() % 32;
    if (lane >= 16) return;
    t.block().warp().sync_lanes(0x0001ffffu);
  }
};
struct HalfWarpExchange { // each half writes, syncs its lanes, reads a peer
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out) const {
    int *s = shared<int, 32>();
    unsigned lane = t.block().thread_rank() % 32;
    view_mut(s, 32).unsafe_at(lane) = int(100 + lane);
    t.block().warp().sync_lanes(lane < 16 ? 0x0000ffffu : 0xffff0000u);
    int peer = view(s, 32)[lane ^ 1u];
    if (auto o = out.mine(t)) *o = peer;
  }
};
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }
} // namespace

TEST_CASE("S9_sync_lanes_mask_without_the_caller_detected", "[emulator][synccheck]") {
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({1}, {32}), SyncLanes{}, 0xfffffffeu));
  auto e = expect_error(s, ErrorKind::SyncError);
  CHECK_THAT(msg(e), Contains("0xfffffffe") && Contains("does not contain its own lane 0"));
  // the full mask runs clean
  REQUIRE(rsgpu::launch(s, config({1}, {32}), SyncLanes{}, 0xffffffffu));
  expect_ok(s);
}

TEST_CASE("S9_sync_lanes_waiting_on_an_exited_lane_detected", "[emulator][synccheck]") {
  auto s = stream();
  REQUIRE(rsgpu::launch(s, config({1}, {32}), SyncWithExitedLane{}));
  auto e = expect_error(s, ErrorKind::SyncError);
  CHECK_THAT(msg(e), Contains("0x0001ffff") && Contains("exited"));
}

TEST_CASE("S9_sync_lanes_orders_the_lanes_of_its_mask", "[emulator][racecheck]") {
  auto s = stream();
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 32);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), HalfWarpExchange{}, out->borrow_mut()));
  auto v = out->to_vec();
  REQUIRE(v);
  for (int l = 0; l < 32; ++l) CHECK((*v)[l] == 100 + (l ^ 1));
}
