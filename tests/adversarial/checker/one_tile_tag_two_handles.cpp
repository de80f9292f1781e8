// S8: a tag type reused for two shared tiles in one kernel: one array.
// ARGS: --deny-warnings
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

#include <utility>

struct TileTag {};

struct Transpose2 {
  RSGPU_FN void operator()(rsgpu::Thread2D t, rsgpu::SliceMut<float> out) const {
    auto b = t.block();
    auto in_tile = rsgpu::shared_tile<float, 8, 9>(b, TileTag{});
    // CHECK: {{(warning|error)}}[RG0412]: a second `rsgpu::shared_tile` call with the same tag
    // CHECK-NEXT: --> {{.*}}one_tile_tag_two_handles.cpp:[[@LINE+1]]
    auto out_tile = rsgpu::shared_tile<float, 8, 9>(b, TileTag{});
    auto r1 = b.sync(std::move(in_tile));
    auto r2 = b.sync(std::move(out_tile));
    if (auto e = out.mine(t))
      *e = r1(0, 0) + r2(0, 0);
  }
};
