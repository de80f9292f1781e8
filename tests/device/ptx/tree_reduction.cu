// Issue 14, hole 14a: the classic shared-memory tree reduction (read s[t + k],
// write s[t] for t < k) written with rsgpu's split phase costs one barrier
// per step, as hand-written CUDA does. tree_barriers.cmake compiles this file
// to PTX and counts the barriers of each entry: both have log2(256) + 1 = 9
// (one after the loads, one per step).
#include <rsgpu/rsgpu.hpp>

struct TreeSum {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<256> t,
                           rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> sums) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 256>(b, [] {});
    s.mine(b) = x[t.global_id()];
    // Barrier: slots [0, 128) are written by their threads, [128, 256) read.
    auto sp = b.sync_split_at(std::move(s), 128);
#pragma unroll
    for (unsigned k = 128; k > 1; k /= 2) {
      if (auto e = sp.lower_mine(b))
        *e += sp.upper(b.thread_rank());          // s[t] += s[t + k]
      sp = b.sync_split_at(std::move(sp), k / 2); // one barrier per step
    }
    if (auto e = sp.lower_mine(b))
      *e += sp.upper(0);            // s[0] += s[1]
    auto r = b.sync(std::move(sp)); // the last step's barrier
    if (auto o = rsgpu::per_block(sums, b))
      *o = r[0];
  }
};

// The hand-written twin.
__global__ void raw_tree_sum(const float *x, float *sums) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = x[blockIdx.x * 256 + t];
  __syncthreads();
#pragma unroll
  for (unsigned k = 128; k > 0; k /= 2) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0)
    sums[blockIdx.x] = s[0];
}

rsgpu::Result<void> tree_sum(rsgpu::Stream &st, rsgpu::DeviceBuffer<float> &x,
                             rsgpu::DeviceBuffer<float> &sums) {
  rsgpu::LaunchConfig c;
  c.grid = {unsigned(x.len() / 256)};
  c.block = {256};
  return rsgpu::launch(st, c, TreeSum{}, x.borrow(), sums.borrow_mut());
}
