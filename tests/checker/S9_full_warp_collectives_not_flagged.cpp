// S9 negative: the examples' pattern: every lane reduces, then lane-dependent
// work uses the result; a lane-dependent loop with no collective inside.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct Sum {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> out) const {
    auto w = t.block().warp();
    float v = 0;
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      v += x[i];
    v = w.reduce(v, rsgpu::Plus{});
    float scan = w.inclusive_scan(v, rsgpu::Plus{});
    if (w.lane() == 0)
      if (auto e = rsgpu::per_block(out, t.block()))
        *e = v + scan;
  }
};
