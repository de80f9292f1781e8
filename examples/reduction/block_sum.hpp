// The block + warp reduction kernel of examples/reduction, shared with
// bench/gpu_throughput (which times it against cub::DeviceReduce).
#pragma once
#include <rsgpu/rsgpu.hpp>

constexpr unsigned kThreads = 256;

struct BlockSum {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<kThreads> t,
                           rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> block_sums) const {
    auto b = t.block();
    auto w = b.warp();
    float v = 0;
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      v += x[i];
    v = w.reduce(v, rsgpu::Plus{});

    // Per-warp slots: lane 0 of warp w writes slot w (a phase of its own).
    auto partial = rsgpu::shared<float, 32, rsgpu::phase::WarpWrite>(b, [] {});
    if (auto p = partial.for_warp(w)) *p = v; // lane 0: slot w.id()
    auto parts = b.sync(std::move(partial));  // write -> read phase

    if (w.id() == 0) {
      v = w.lane() < b.size() / 32 ? parts[w.lane()] : 0.0f;
      v = w.reduce(v, rsgpu::Plus{});
      if (auto out = rsgpu::per_block(block_sums, b)) *out = v;
    }
  }
};
