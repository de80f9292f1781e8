// S9 negative: conditions uniform across a warp (the warp id, the block
// index, the result of a warp vote) around warp collectives; the predicate
// passed as data to ballot.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct PerWarp {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    std::size_t i = t.global_id();
    float v = i < x.len() ? x[i] : 0.0f; // neutral value, not a branch
    if (w.id() == 0)
      v = w.reduce(v, rsgpu::Plus{});
    if (b.idx().x % 2 == 1)
      v = w.shfl(v, 0);
    unsigned votes = w.ballot(i < x.len());
    if (votes != 0)
      v = w.reduce(v, rsgpu::Plus{});
    if (w.any(v > 1.0f))
      v = w.shfl_xor(v, 1);
    if (auto e = y.mine(t))
      *e = v;
  }
};
