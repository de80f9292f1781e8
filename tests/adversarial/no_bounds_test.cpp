// Red-team suite: RSGPU_NO_BOUNDS_CHECKS gives up S6 (bounds) only, never S5
// (one writer per element). This file is compiled with -DRSGPU_NO_BOUNDS_CHECKS
// (see CMakeLists.txt).
#ifndef RSGPU_NO_BOUNDS_CHECKS
#error "this test must be compiled with RSGPU_NO_BOUNDS_CHECKS"
#endif
#include "support.hpp"

using namespace rsgpu;

namespace {

struct Tiled32x8 {
  RSGPU_FN void operator()(Thread2D t, MatrixMut<int> m) const {
    // The helper's block shape is 32 x 8; every thread writes 4 rows of it.
    for_each_mine_tiled<32, 8>(
        m, t, TileOrder::Natural, [&](unsigned, unsigned, auto e) {
          e = int(t.thread_idx().y * 32 + t.thread_idx().x);
        });
  }
};

struct SharedTileFor32x8 {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> out) const {
    auto b = t.block();
    auto tile = shared_tile<int, 32, 33>(b, [] {});
    tile.for_each_mine<32, 8, 32>(
        b, [&](unsigned r, unsigned c, auto e) { e = int(r * 32 + c); });
    auto rd = b.sync(std::move(tile));
    if (auto e = out.mine(t))
      *e = rd(t.thread_idx().y, t.thread_idx().x);
  }
};

struct OneD {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (auto e = y.mine(t))
      *e = 1;
  }
};

// After the launch: the error, whichever of the stream's results carries it.
template <class L>
rsgpu::Result<void> run_and_sync(rsgpu::Stream &s, L &&launch_result) {
  if (!launch_result)
    return launch_result;
  return s.synchronize();
}

} // namespace

TEST_CASE("S5_adv_no_bounds_checks_tiled_writes_in_a_32x32_block_refused") {
  auto s = adv::stream();
  auto m = adv::zeroed<int>(s, 64 * 64);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = {32, 32}; // not the 32 x 8 the helper hands out elements for
  auto r = run_and_sync(
      s, launch(s, c, Tiled32x8{}, matrix(m.borrow_mut(), 64, 64)));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK((r.error().kind() == ErrorKind::InvalidLaunchConfig ||
         r.error().kind() == ErrorKind::DevicePanic));
}

TEST_CASE("S5_adv_no_bounds_checks_shared_tile_in_32x32_block_refused") {
  auto s = adv::stream();
  auto out = adv::zeroed<int>(s, 4 * 1024);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = {32, 32};
  auto r = run_and_sync(s, launch(s, c, SharedTileFor32x8{}, out.borrow_mut()));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK((r.error().kind() == ErrorKind::InvalidLaunchConfig ||
         r.error().kind() == ErrorKind::DevicePanic));
}

TEST_CASE("S5_adv_no_bounds_checks_keeps_the_thread1d_shape_check") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = {16};
  auto r = launch(s, c, OneD{}, y.borrow_mut());
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(s.synchronize());
}
