// S8 negative: barriers every thread reaches: after a thread-dependent branch
// joins, in loops with block-uniform trip counts, under conditions on the
// block index, and after a thread-dependent loop.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Tiled {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    float acc = 0;
    for (unsigned k = 0; k < 4; ++k) {
      auto s = rsgpu::shared<float, 256>(b, [] {});
      if (t.global_id() < x.len())
        s.mine(b) = x[t.global_id()];
      else
        s.mine(b) = 0.0f;
      auto r = b.sync(std::move(s)); // after the join: every thread
      acc += r[(b.thread_rank() + k) % 256];
      b.sync();
    }
    if (b.idx().x == 0) // uniform in the block
      b.sync();
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      acc += x[i];
    b.sync(); // after the divergent loop has ended
    if (auto e = y.mine(t))
      *e = acc;
  }
};
