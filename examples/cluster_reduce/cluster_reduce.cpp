// cluster_reduce: one sum per thread-block cluster (sm_90+) through
// distributed shared memory. Each block reduces its share with BlockReduce and
// leaves the result in its shared memory; after a cluster barrier the cluster's
// block 0 reads the other blocks' results directly from their shared memory,
// and a closing cluster barrier keeps those blocks alive until it has.
#include <cstdio>
#include <vector>

#include <rsgpu/collectives.hpp>

constexpr unsigned kThreads = 256, kClusterSize = 4;

struct ClusterSum {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<kThreads> t,
                           rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> cluster_sums) const {
    using Reduce = rsgpu::BlockReduce<float, kThreads>;
    auto b = t.block();
    auto cl = b.cluster();
    float v = 0;
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      v += x[i];
    auto [block_sum, used] = Reduce::sum(b, Reduce::storage(b, [] {}), v);
    (void)used;

    auto mine = rsgpu::shared<float, 1>(b, [] {});
    if (auto slot = mine.for_leader(b)) *slot = *block_sum; // thread 0
    auto dsm = cl.sync(std::move(mine)); // cluster barrier: readable by all
    if (auto out = rsgpu::per_cluster(cluster_sums, cl, b)) {
      float total = 0;
      // r < dsm.ranks() proves read()'s rank check (same value).
      RSGPU_NO_UNROLL
      for (unsigned r = 0; r < dsm.ranks(); ++r)
        total += dsm.read(r, 0);
      *out = total;
    }
    cl.sync(std::move(dsm)); // closing barrier: nobody reads it any more
  }
};

static rsgpu::Result<bool> run(unsigned clusters) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  const unsigned blocks = clusters * kClusterSize;
  const std::size_t n = std::size_t(blocks) * kThreads * 4;
  std::vector<float> hx(n);
  for (std::size_t i = 0; i < n; ++i) hx[i] = float(i % 5);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*stream, hx);
  if (!x) return rsgpu::err(x.error());
  auto sums = rsgpu::DeviceBuffer<float>::zeroed(*stream, clusters);
  if (!sums) return rsgpu::err(sums.error());

  rsgpu::LaunchConfig cfg;
  cfg.grid = {blocks};
  cfg.block = {kThreads};
  cfg.cluster = {kClusterSize};
  RSGPU_TRY(rsgpu::launch(*stream, cfg, ClusterSum{}, x->borrow(),
                          sums->borrow_mut()));
  auto got = sums->to_vec();
  if (!got) return rsgpu::err(got.error());

  // CPU reference: the grid-stride share of each thread, summed per cluster.
  const std::size_t threads = std::size_t(blocks) * kThreads;
  std::vector<double> expect(clusters, 0.0);
  for (std::size_t i = 0; i < n; ++i)
    expect[(i % threads) / kThreads / kClusterSize] += hx[i];
  std::size_t bad = 0;
  for (unsigned c = 0; c < clusters; ++c) bad += double((*got)[c]) != expect[c];
  std::printf("cluster_reduce: %u clusters of %u blocks, %zu sums differ\n",
              clusters, kClusterSize, bad);
  return bad == 0;
}

int main() {
  auto r = run(8);
  if (!r) {
    std::fprintf(stderr, "cluster_reduce failed: %s\n",
                 r.error().to_string().c_str());
    return 1;
  }
  std::printf("cluster_reduce on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
