// Twin: correct shaped-thread kernels stay clean once the
// checker looks at them: uniform barriers, full-warp collectives.
// ARGS: --deny-warnings
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Sum {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<256> t,
                           rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> sums) const {
    auto b = t.block();
    auto w = b.warp();
    float v = 0;
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      v += x[i];
    v = w.reduce(v, rsgpu::Plus{});
    auto partial = rsgpu::shared<float, 8, rsgpu::phase::WarpWrite>(b, [] {});
    if (auto p = partial.for_warp(w))
      *p = v;
    auto parts = b.sync(std::move(partial));
    if (w.id() == 0) {
      v = w.lane() < 8 ? parts[w.lane()] : 0.0f;
      v = w.reduce(v, rsgpu::Plus{});
      if (auto out = rsgpu::per_block(sums, b))
        *out = v;
    }
  }
};

struct Tile2D {
  RSGPU_FN void operator()(rsgpu::Thread2DOf<16, 16> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 256>(b, [] {});
    s.mine(b) = float(b.thread_rank());
    auto r = b.sync(std::move(s));
    if (auto e = y.mine(t))
      *e = r[255 - b.thread_rank()];
  }
};
// CHECK-NOT: RG04
