// gpu_throughput: rsgpu kernels against hand-written CUDA and CUB on a real
// GPU, measured in the same run (scripts/gpu-check runs it; needs a GPU).
//   gpu_saxpy.bandwidth_fraction_of_peak  rsgpu saxpy's DRAM bandwidth / peak
//   gpu_saxpy.time_vs_raw                 rsgpu saxpy time / raw CUDA saxpy time
//   gpu_reduce.time_vs_cub                a complete rsgpu sum on the device:
//                                         the examples/reduction kernel over
//                                         the data (1024 block sums), then the
//                                         same kernel in one block over those
//                                         (the final step, timed too), over
//                                         cub::DeviceReduce::Sum's time; both
//                                         leave one float on the device and
//                                         must equal the exact sum
// stdout: `NAME.METRIC: VALUE` only; details on stderr.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include <cub/device/device_reduce.cuh>
#include <rsgpu/rsgpu.hpp>

#include "../../examples/reduction/block_sum.hpp" // BlockSum, kThreads

namespace {

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread1D t, float a, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = a * x[t.global_id()] + *e;
  }
};

__global__ void raw_saxpy(float a, const float *x, float *y, std::size_t n) {
  std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "gpu_throughput: %s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}
template <class T> T must(rsgpu::Result<T> r, const char *what) {
  if (!r) {
    std::fprintf(stderr, "gpu_throughput: %s: %s\n", what, r.error().to_string().c_str());
    std::exit(1);
  }
  return std::move(*r);
}
void must(rsgpu::Result<void> r, const char *what) {
  if (!r) {
    std::fprintf(stderr, "gpu_throughput: %s: %s\n", what, r.error().to_string().c_str());
    std::exit(1);
  }
}

/// Best of `reps` runs of f (seconds); f must finish its GPU work.
template <class F> double best(int reps, F f) {
  double b = 1e30;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    std::chrono::duration<double> d = std::chrono::steady_clock::now() - t0;
    b = std::min(b, d.count());
  }
  return b;
}
} // namespace

int main() {
  int dev = 0, mem_khz = 0, bus_bits = 0;
  check(cudaGetDevice(&dev), "cudaGetDevice");
  check(cudaDeviceGetAttribute(&mem_khz, cudaDevAttrMemoryClockRate, dev), "memory clock");
  check(cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, dev), "bus width");
  double peak = 2.0 * mem_khz * 1e3 * (bus_bits / 8.0); // DDR: two transfers a clock
  std::fprintf(stderr, "gpu_throughput: peak DRAM bandwidth %.0f GB/s\n", peak / 1e9);

  const std::size_t n = std::size_t(1) << 26;
  const unsigned blocks = unsigned((n + kThreads - 1) / kThreads);
  auto stream = must(rsgpu::Stream::create(), "stream");
  std::vector<float> hx(n), hy(n, 1.0f);
  // 0/1 values: every partial and the total (n/7 < 2^24) are exact in float,
  // whatever order the two reductions add in.
  for (std::size_t i = 0; i < n; ++i) hx[i] = float(i % 7 == 0);
  auto x = must(rsgpu::DeviceBuffer<float>::from_host(stream, hx), "x");
  auto y = must(rsgpu::DeviceBuffer<float>::from_host(stream, hy), "y");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {blocks};
  cfg.block = {kThreads};

  float *rx = nullptr, *ry = nullptr;
  check(cudaMalloc(&rx, n * sizeof(float)), "cudaMalloc");
  check(cudaMalloc(&ry, n * sizeof(float)), "cudaMalloc");
  check(cudaMemcpy(rx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice), "copy");
  check(cudaMemcpy(ry, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice), "copy");

  constexpr int iters = 20;
  double t_rsgpu = best(5, [&] {
    for (int i = 0; i < iters; ++i)
      must(rsgpu::launch(stream, cfg, Saxpy{}, 2.0f, x.borrow(), y.borrow_mut()), "launch");
    must(stream.synchronize(), "saxpy");
  }) / iters;
  double t_raw = best(5, [&] {
    for (int i = 0; i < iters; ++i) raw_saxpy<<<blocks, kThreads>>>(2.0f, rx, ry, n);
    check(cudaDeviceSynchronize(), "raw saxpy");
  }) / iters;
  double bytes = 3.0 * n * sizeof(float);
  std::printf("gpu_saxpy.bandwidth_fraction_of_peak: %.3f\n", bytes / t_rsgpu / peak);
  std::printf("gpu_saxpy.time_vs_raw: %.3f\n", t_rsgpu / t_raw);
  std::fprintf(stderr, "gpu_saxpy: rsgpu %.1f us, raw %.1f us per launch\n", t_rsgpu * 1e6,
               t_raw * 1e6);

  // Reduction: a complete sum on the device with rsgpu (block sums, then the
  // final step: the same kernel in one block over the partials) vs
  // cub::DeviceReduce::Sum over the same data.
  const unsigned rblocks = 1024;
  auto sums = must(rsgpu::DeviceBuffer<float>::zeroed(stream, rblocks), "sums");
  auto total = must(rsgpu::DeviceBuffer<float>::zeroed(stream, 1), "total");
  rsgpu::LaunchConfig rcfg, fcfg;
  rcfg.grid = {rblocks};
  rcfg.block = {kThreads};
  fcfg.grid = {1};
  fcfg.block = {kThreads};
  double t_red = best(5, [&] {
    for (int i = 0; i < iters; ++i) {
      must(rsgpu::launch(stream, rcfg, BlockSum{}, x.borrow(), sums.borrow_mut()), "launch");
      must(rsgpu::launch(stream, fcfg, BlockSum{}, sums.borrow(), total.borrow_mut()),
           "final launch");
    }
    must(stream.synchronize(), "reduce");
  }) / iters;
  float *rout = nullptr;
  void *tmp = nullptr;
  std::size_t tmp_bytes = 0;
  check(cudaMalloc(&rout, sizeof(float)), "cudaMalloc");
  check(cub::DeviceReduce::Sum(nullptr, tmp_bytes, rx, rout, int(n)), "cub size");
  check(cudaMalloc(&tmp, tmp_bytes), "cudaMalloc");
  double t_cub = best(5, [&] {
    for (int i = 0; i < iters; ++i)
      check(cub::DeviceReduce::Sum(tmp, tmp_bytes, rx, rout, int(n)), "cub");
    check(cudaDeviceSynchronize(), "cub sync");
  }) / iters;
  // Both must equal the exact sum (0/1 values: every partial is exact).
  double expect = 0;
  for (float v : hx) expect += v;
  auto ht = must(total.to_vec(), "total");
  double got = ht[0];
  float cub_got = 0;
  check(cudaMemcpy(&cub_got, rout, sizeof(float), cudaMemcpyDeviceToHost), "copy");
  std::fprintf(stderr, "gpu_reduce: rsgpu %.1f us (sum %.0f), cub %.1f us (sum %.0f), exact %.0f\n",
               t_red * 1e6, got, t_cub * 1e6, double(cub_got), expect);
  if (got != expect || double(cub_got) != expect) {
    std::fprintf(stderr, "gpu_throughput: a reduction is wrong\n");
    return 1;
  }
  std::printf("gpu_reduce.time_vs_cub: %.3f\n", t_red / t_cub);
  cudaFree(rx), cudaFree(ry), cudaFree(rout), cudaFree(tmp);
  return 0;
}
