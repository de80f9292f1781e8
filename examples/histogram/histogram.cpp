// histogram: 256-bin histogram of bytes. Each block counts into a shared
// histogram with block-scope atomics (the shared slice's Atomic phase), then
// adds its counts to the global bins with device-scope atomics (an
// AtomicArray<unsigned, 256>: the bins buffer is lent for atomic access only,
// and launch() checked it has the 256 bins, so `bins.at(i)` for i < 256 has
// no device-side check).
#include <cstdio>
#include <vector>

#include <rsgpu/rsgpu.hpp>

constexpr unsigned kBins = 256, kThreads = 256;

struct Histogram {
  // Thread1D, not Thread1DOf<kThreads>: the block size is free here, and
  // the static shape made the bins loop straight-line code that ptxas gives
  // one register more than the raw twin's (docs/device/zero_cost.md).
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const unsigned> data,
                           rsgpu::AtomicArray<unsigned, kBins> bins) const {
    auto b = t.block();
    auto local = rsgpu::shared<unsigned, kBins>(b, [] {});
    for (auto slot : local.strided(b)) *slot = 0u; // write phase: own slots
    auto counts = b.sync<rsgpu::phase::Atomic>(std::move(local));

    for (std::size_t i = t.global_id(); i < data.len(); i += t.grid_size())
      counts.atomic(data[i] % kBins).fetch_add(1u, rsgpu::Ordering::Relaxed);

    auto done = b.sync(std::move(counts)); // atomic -> read phase
    for (unsigned i = b.thread_rank(); i < kBins; i += b.size())
      if (unsigned c = done[i]) bins.at(i).fetch_add(c, rsgpu::Ordering::Relaxed);
  }
};

static rsgpu::Result<bool> run(std::size_t n) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  std::vector<unsigned> hd(n);
  std::vector<unsigned> expect(kBins, 0);
  unsigned s = 12345;
  for (std::size_t i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    hd[i] = (s >> 16) & 0xffff;
    ++expect[hd[i] % kBins];
  }
  auto data = rsgpu::DeviceBuffer<unsigned>::from_host(*stream, hd);
  if (!data) return rsgpu::err(data.error());
  auto bins = rsgpu::DeviceBuffer<unsigned>::zeroed(*stream, kBins);
  if (!bins) return rsgpu::err(bins.error());

  rsgpu::LaunchConfig cfg;
  cfg.grid = {32};
  cfg.block = {kThreads};
  RSGPU_TRY(rsgpu::launch(*stream, cfg, Histogram{}, data->borrow(),
                          rsgpu::atomic_array<kBins>(bins->borrow_mut())));
  auto got = bins->to_vec();
  if (!got) return rsgpu::err(got.error());
  std::size_t bad = 0;
  for (unsigned i = 0; i < kBins; ++i) bad += (*got)[i] != expect[i];
  std::printf("histogram: n=%zu, %zu of %u bins differ\n", n, bad, kBins);
  return bad == 0;
}

int main() {
  auto r = run(std::size_t(1) << 17);
  if (!r) {
    std::fprintf(stderr, "histogram failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("histogram on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
