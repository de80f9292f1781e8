// scan: inclusive prefix sum of n ints in three launches. ScanBlocks scans
// each block's 256 elements with CUB's BlockScan (its temp storage borrowed by
// the collective) and stores the block totals; the same kernel on one block
// scans the totals; AddOffsets adds each block's offset.
#include <cstdio>
#include <vector>

#include <rsgpu/collectives.hpp>

constexpr unsigned kThreads = 256;

struct ScanBlocks {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<kThreads> t,
                           rsgpu::Slice<const int> in, rsgpu::SliceMut<int> out,
                           rsgpu::SliceMut<int> block_totals) const {
    using Scan = rsgpu::BlockScan<int, kThreads>;
    auto b = t.block();
    std::size_t i = t.global_id();
    int v = i < in.len() ? in[i] : 0;
    auto [prefix, total, used] =
        Scan::inclusive_sum(b, Scan::storage(b, [] {}), v);
    (void)used; // no second use of the storage in this kernel
    if (auto e = rsgpu::mine(out, t)) *e = prefix;
    if (auto e = rsgpu::per_block(block_totals, b)) *e = total;
  }
};

struct AddOffsets {
  RSGPU_FN void operator()(rsgpu::Thread1D t,
                           rsgpu::PerBlock<const int> offsets,
                           rsgpu::SliceMut<int> out) const {
    // offsets has one element per block (launch() checked it): the previous
    // block's is in bounds, and exists for every block but the first.
    if (auto e = rsgpu::mine(out, t))
      if (auto o = offsets.previous(t.block()))
        *e += *o;
  }
};

static rsgpu::Result<bool> run(unsigned blocks) {
  auto stream = rsgpu::Stream::create();
  if (!stream) return rsgpu::err(stream.error());
  const std::size_t n = std::size_t(blocks) * kThreads;
  std::vector<int> hin(n), expect(n);
  int acc = 0;
  for (std::size_t i = 0; i < n; ++i) {
    hin[i] = int(i % 11) - 5;
    expect[i] = acc += hin[i];
  }
  auto in = rsgpu::DeviceBuffer<int>::from_host(*stream, hin);
  if (!in) return rsgpu::err(in.error());
  auto out = rsgpu::DeviceBuffer<int>::zeroed(*stream, n);
  auto totals = rsgpu::DeviceBuffer<int>::zeroed(*stream, blocks);
  auto offsets = rsgpu::DeviceBuffer<int>::zeroed(*stream, blocks);
  auto grand = rsgpu::DeviceBuffer<int>::zeroed(*stream, 1);
  if (!out || !totals || !offsets || !grand)
    return rsgpu::err(rsgpu::ErrorKind::Cuda, "allocation failed");

  rsgpu::LaunchConfig cfg;
  cfg.grid = {blocks};
  cfg.block = {kThreads};
  rsgpu::LaunchConfig one;
  one.block = {kThreads};
  RSGPU_TRY(rsgpu::launch(*stream, cfg, ScanBlocks{}, in->borrow(),
                          out->borrow_mut(), totals->borrow_mut()));
  RSGPU_TRY(rsgpu::launch(*stream, one, ScanBlocks{}, totals->borrow(),
                          offsets->borrow_mut(), grand->borrow_mut()));
  RSGPU_TRY(rsgpu::launch(*stream, cfg, AddOffsets{},
                          rsgpu::per_block(offsets->borrow()),
                          out->borrow_mut()));
  auto got = out->to_vec();
  if (!got) return rsgpu::err(got.error());
  std::size_t bad = 0;
  for (std::size_t i = 0; i < n; ++i) bad += (*got)[i] != expect[i];
  std::printf("scan: n=%zu, %zu elements differ\n", n, bad);
  return bad == 0;
}

int main() {
  auto r = run(200); // <= 256 blocks: one block scans the totals
  if (!r) {
    std::fprintf(stderr, "scan failed: %s\n", r.error().to_string().c_str());
    return 1;
  }
  std::printf("scan on %s: %s\n",
              RSGPU_BACKEND_CUDA ? "CUDA" : "the host emulation backend",
              *r ? "OK" : "MISMATCH");
  return *r ? 0 : 1;
}
