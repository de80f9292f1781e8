// Built with -DRSGPU_NO_BOUNDS_CHECKS: turning bounds checks
// off must not turn off the launch/block-shape checks that thread-uniqueness
// (S5) and whole warps (S9) rest on.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#if RSGPU_BOUNDS_CHECKS
#error                                                                         \
    "this file tests an unchecked build: compile with -DRSGPU_NO_BOUNDS_CHECKS"
#endif

using namespace rsgpu;

namespace {
Stream make_stream() {
  auto s = Stream::create();
  REQUIRE(s);
  return std::move(*s);
}

// Each thread adds 1 to its elements of its block's 32 x 32 tile: for a
// 32 x 8 block, 4 elements each. In a 32 x 32 block the rows ty + 8k of
// different threads overlap: one element written by up to four threads.
struct TiledIncrement {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    for_each_mine_tiled<32, 8>(y, t, 32, 32, TileOrder::Natural,
                               [&](unsigned, unsigned, auto e) { e += 1; });
  }
};

struct TileOnWrongBlock {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    auto b = t.block();
    auto tile = shared_tile<int, 32, 32>(b, [] {});
    tile.for_each_mine<32, 8>(b, [&](unsigned, unsigned, auto e) { e = 1; });
    auto rd = b.sync(std::move(tile));
    if (auto e = mine_2d(y, t, 32, 32))
      *e = rd(0, 0);
  }
};

struct WarpOfPartialBlock {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto w = t.block().warp();
    if (auto e = mine(y, t))
      *e = int(w.reduce(1u, Plus{}));
  }
};
} // namespace

TEST_CASE("S5_shape_check_kept_without_bounds_checks_for_each_mine_tiled",
          "[device][unchecked]") {
  auto s = make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 32 * 32);
  REQUIRE(y);
  LaunchConfig c;
  c.block = {32, 8};
  REQUIRE(launch(s, c, TiledIncrement{}, y->borrow_mut()));
  auto v = y->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<int>(32 * 32, 1)); // the right shape: once each
  c.block = {32, 32};
  REQUIRE(launch(s, c, TiledIncrement{}, y->borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message()) ==
        "for_each_mine_tiled: the block is not 32 x 8");
  CHECK(std::string(p.error().panic().file()).find("unchecked_test.cpp") !=
        std::string::npos);
}

TEST_CASE("S5_shape_check_kept_without_bounds_checks_shared_tile",
          "[device][unchecked]") {
  auto s = make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 32 * 32);
  REQUIRE(y);
  LaunchConfig c;
  c.block = {32, 32};
  REQUIRE(launch(s, c, TileOnWrongBlock{}, y->borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message()) ==
        "SharedTile::for_each_mine: the block is not 32 x 8");
}

TEST_CASE("S9_partial_warp_check_kept_without_bounds_checks",
          "[device][unchecked]") {
  auto s = make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 48);
  REQUIRE(y);
  LaunchConfig c;
  c.block = {48};
  REQUIRE(launch(s, c, WarpOfPartialBlock{}, y->borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message())
            .find("does not split into whole "
                  "tiles") != std::string::npos);
}
