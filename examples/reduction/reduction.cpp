// reduction: sum of n floats with a block + warp reduction. Each thread sums a
// grid-stride share, each warp reduces with shuffles, lane 0 of every warp
// leaves its partial in shared memory, and after the barrier warp 0 reduces
// the partials into the block's result. The host adds the block results.
#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#include "block_sum.hpp"

static rsgpu::Result<bool> run(std::size_t n, unsigned blocks) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  std::vector<float> hx(n);
  double expect = 0;
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = float(i % 7); // small integers: every partial sum is exact
    expect += hx[i];
  }
  auto x = rsgpu::DeviceBuffer<float>::from_host(*stream, hx);
  if (!x) return rsgpu::err(x.error());
  auto sums = rsgpu::DeviceBuffer<float>::zeroed(*stream, blocks);
  if (!sums) return rsgpu::err(sums.error());

  rsgpu::LaunchConfig cfg;
  cfg.grid = {blocks};
  cfg.block = {kThreads};
  RSGPU_TRY(rsgpu::launch(*stream, cfg, BlockSum{}, x->borrow(),
                          sums->borrow_mut()));
  auto hs = sums->to_vec();
  if (!hs) return rsgpu::err(hs.error());
  double got = 0;
  for (float s : *hs) got += s;
  std::printf("reduction: n=%zu blocks=%u sum=%.0f expected=%.0f\n", n, blocks,
              got, expect);
  return got == expect;
}

int main() {
  auto r = run(std::size_t(1) << 18, 64);
  if (!r) {
    std::fprintf(stderr, "reduction failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("reduction on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
