// Correct kernels give exact results under all checks and no report (no false
// positives from racecheck, memcheck or synccheck).
#include <numeric>
#include <vector>

#include "emu_support.hpp"

using namespace emu;

namespace {
constexpr unsigned B = 256;

std::vector<int> input(std::size_t n) {
  std::vector<int> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = int((i * 7919) % 1000) - 300;
  return v;
}

template <class K, class... A>
std::vector<int> run(rsgpu::LaunchConfig cfg, std::size_t out_n, K k,
                     const std::vector<int> &in, A... extra) {
  auto s = stream();
  auto x = rsgpu::DeviceBuffer<int>::from_host(s, in);
  auto out = rsgpu::DeviceBuffer<int>::create(s, out_n); // written by the kernel
  REQUIRE(x);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, cfg, k, x->borrow(), out->borrow_mut(), extra...));
  auto v = out->to_vec();
  INFO((v ? "" : v.error().to_string()));
  REQUIRE(v);
  return *v;
}

std::vector<int> block_sums(const std::vector<int> &in, std::size_t per) {
  std::vector<int> r(in.size() / per);
  for (std::size_t i = 0; i < in.size(); ++i) r[i / per] += in[i];
  return r;
}

struct SharedReduce {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    auto s = view_mut(shared<int, B>(), B);
    unsigned r = t.block().thread_rank();
    s.unsafe_at(r) = x[t.global_id()];
    t.block().sync();
    for (unsigned k = B / 2; k > 0; k /= 2) {
      if (r < k) s.unsafe_at(r) += int(s.unsafe_at(r + k));
      t.block().sync();
    }
    if (r == 0) out.unsafe_at(t.block_idx().x) = int(s.unsafe_at(0));
  }
};

struct ShuffleReduce {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    auto warps = view_mut(shared<int, B / 32>(), B / 32);
    unsigned lane = host::lane_id(), w = host::warp_id();
    int v = x[t.global_id()];
    for (unsigned off = 16; off > 0; off /= 2) v += shfl_down(full, v, off);
    if (lane == 0) warps.unsafe_at(w) = v;
    t.block().sync();
    if (w == 0) {
      v = lane < B / 32 ? int(warps.unsafe_at(lane)) : 0;
      for (unsigned off = 16; off > 0; off /= 2) v += shfl_xor(full, v, off);
      if (lane == 0) out.unsafe_at(t.block_idx().x) = v;
    }
  }
};

struct Scan { // Hillis-Steele inclusive scan of each block
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    auto s = view_mut(shared<int, B>(), B);
    unsigned r = t.block().thread_rank();
    s.unsafe_at(r) = x[t.global_id()];
    t.block().sync();
    for (unsigned off = 1; off < B; off *= 2) {
      int add = r >= off ? int(s.unsafe_at(r - off)) : 0;
      t.block().sync();
      s.unsafe_at(r) += add;
      t.block().sync();
    }
    if (auto o = out.mine(t)) *o = s.unsafe_at(r);
  }
};

constexpr unsigned Bins = 16;
struct Histogram { // per-block histograms through shared-memory atomics
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    int *bins = shared<int, Bins>();
    unsigned r = t.block().thread_rank();
    if (r < Bins) view_mut(bins, Bins).unsafe_at(r) = 0;
    t.block().sync();
    for (std::size_t i = t.global_id(); i < x.len(); i += t.grid_size())
      atomic_add(&bins[unsigned(x[i] + 300) % Bins], 1);
    t.block().sync();
    if (r < Bins)
      out.unsafe_at(t.block_idx().x * Bins + r) = view(bins, Bins)[r];
  }
};

constexpr unsigned Tile = 16, N = 64;
struct MatMul { // C = A * A^T, 16x16 tiles through shared memory
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> a,
                           rsgpu::SliceMut<int> c) const {
    auto as = view_mut(shared<int, Tile * Tile, 0>(), Tile * Tile);
    auto bs = view_mut(shared<int, Tile * Tile, 1>(), Tile * Tile);
    unsigned tx = t.thread_idx().x, ty = t.thread_idx().y;
    unsigned row = t.block_idx().y * Tile + ty, col = t.block_idx().x * Tile + tx;
    int acc = 0;
    for (unsigned k0 = 0; k0 < N; k0 += Tile) {
      as.unsafe_at(ty * Tile + tx) = a[row * N + k0 + tx];
      bs.unsafe_at(ty * Tile + tx) = a[col * N + k0 + ty]; // A^T
      t.block().sync();
      for (unsigned k = 0; k < Tile; ++k)
        acc += as.unsafe_at(ty * Tile + k) * bs.unsafe_at(k * Tile + tx);
      t.block().sync();
    }
    c.unsafe_at(row * N + col) = acc;
  }
};

constexpr unsigned CB = 64, CL = 4;
struct ClusterReduce { // block sums in shared memory, summed by rank 0 via DSMEM
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> out) const {
    int *sp = shared<int, CB>();
    auto s = view_mut(sp, CB);
    unsigned r = t.block().thread_rank();
    s.unsafe_at(r) = x[t.global_id()];
    t.block().sync();
    for (unsigned k = CB / 2; k > 0; k /= 2) {
      if (r < k) s.unsafe_at(r) += int(s.unsafe_at(r + k));
      t.block().sync();
    }
    host::cluster_sync(); // every block's s[0] is final
    if (host::cluster_rank() == 0 && r == 0) {
      int total = 0;
      for (unsigned b = 0; b < host::cluster_dim().volume(); ++b)
        total += view(static_cast<int *>(host::cluster_map_shared(sp, b)), 1)[0];
      out.unsafe_at(t.block_idx().x / CL) = total;
    }
    host::cluster_sync(); // keep shared memory alive until rank 0 has read it
  }
};
} // namespace

TEST_CASE("shared_memory_reduction_exact_and_race_free", "[emulator][kernels]") {
  auto in = input(B * 24);
  CHECK(run(config({24}, {B}), 24, SharedReduce{}, in) == block_sums(in, B));
}

TEST_CASE("S9_warp_shuffle_reduction_exact_and_race_free", "[emulator][kernels]") {
  auto in = input(B * 24);
  CHECK(run(config({24}, {B}), 24, ShuffleReduce{}, in) == block_sums(in, B));
}

TEST_CASE("block_scan_exact_and_race_free", "[emulator][kernels]") {
  auto in = input(B * 8);
  std::vector<int> want(in.size());
  for (std::size_t b = 0; b < 8; ++b)
    std::inclusive_scan(in.begin() + b * B, in.begin() + (b + 1) * B, want.begin() + b * B);
  CHECK(run(config({8}, {B}), in.size(), Scan{}, in) == want);
}

TEST_CASE("S11_histogram_with_atomics_exact_and_race_free", "[emulator][kernels]") {
  auto in = input(10000);
  auto got = run(config({6}, {B}), 6 * Bins, Histogram{}, in);
  std::vector<int> want(Bins), sum(Bins);
  for (int v : in) ++want[unsigned(v + 300) % Bins];
  for (std::size_t i = 0; i < got.size(); ++i) sum[i % Bins] += got[i];
  CHECK(sum == want);
}

TEST_CASE("tiled_matmul_exact_and_race_free", "[emulator][kernels]") {
  std::vector<int> a(N * N);
  for (unsigned i = 0; i < N * N; ++i) a[i] = int(i % 13) - 6;
  std::vector<int> want(N * N);
  for (unsigned i = 0; i < N; ++i)
    for (unsigned j = 0; j < N; ++j)
      for (unsigned k = 0; k < N; ++k) want[i * N + j] += a[i * N + k] * a[j * N + k];
  CHECK(run(config({N / Tile, N / Tile}, {Tile, Tile}), N * N, MatMul{}, a) == want);
}

TEST_CASE("S10_cluster_reduction_through_distributed_shared_memory", "[emulator][kernels]") {
  auto in = input(CB * 16);
  auto cfg = config({16}, {CB});
  cfg.cluster = {CL};
  CHECK(run(cfg, 16 / CL, ClusterReduce{}, in) == block_sums(in, CB * CL));
}

namespace {
/// The "last block" pattern: each block publishes a partial sum, then an
/// acq_rel ticket; the block that draws the last ticket adds the partials.
template <bool Handshake> struct LastBlockSum {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> partial,
                           rsgpu::AtomicSlice<unsigned> counter,
                           rsgpu::SliceMut<int> total) const {
    auto s = view_mut(shared<int, B>(), B);
    unsigned r = t.block().thread_rank(), nb = t.grid_dim().x;
    s.unsafe_at(r) = x[t.global_id()];
    t.block().sync();
    for (unsigned k = B / 2; k > 0; k /= 2) {
      if (r < k) s.unsafe_at(r) += int(s.unsafe_at(r + k));
      t.block().sync();
    }
    if (r != 0) return;
    partial.unsafe_at(t.block_idx().x) = s.unsafe_at(0);
    bool last = t.block_idx().x == nb - 1;
    if (Handshake) last = counter.at(0).fetch_add(1u, rsgpu::Ordering::AcqRel) == nb - 1;
    if (last) {
      int sum = 0;
      for (unsigned b = 0; b < nb; ++b) sum += partial.unsafe_at(b);
      total.unsafe_at(0) = sum;
    }
  }
};

template <bool Handshake> rsgpu::Result<void> last_block(const std::vector<int> &in, int &out) {
  auto s = stream();
  unsigned nb = unsigned(in.size() / B);
  auto x = rsgpu::DeviceBuffer<int>::from_host(s, in);
  auto partial = rsgpu::DeviceBuffer<int>::zeroed(s, nb);
  auto counter = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1);
  auto total = rsgpu::DeviceBuffer<int>::zeroed(s, 1);
  REQUIRE((x && partial && counter && total));
  RSGPU_TRY(rsgpu::launch(s, config({nb}, {B}, Check::Race), LastBlockSum<Handshake>{},
                          x->borrow(), partial->borrow_mut(),
                          rsgpu::atomic(counter->borrow_mut()), total->borrow_mut()));
  std::vector<int> v(1);
  RSGPU_TRY(total->copy_to_host(v));
  out = v[0];
  return {};
}
} // namespace

TEST_CASE("S11_atomic_handshake_orders_blocks_for_racecheck", "[emulator][racecheck]") {
  auto in = input(B * 12);
  int sum = 0;
  auto r = last_block<true>(in, sum);
  INFO((r ? "" : r.error().to_string()));
  REQUIRE(r);
  CHECK(sum == std::accumulate(in.begin(), in.end(), 0));
  // Without the atomic ticket nothing orders the other blocks' partials.
  r = last_block<false>(in, sum);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DataRace);
}

// Racecheck takes an atomic's acquire/release in the order the operations
// reach memory: with many blocks taking tickets at once on every worker, the
// block that draws the last ticket has acquired every other block's partial
// (a fetch_add that was last in memory but took racecheck's knowledge before
// an earlier one released it was reported as a race, now and then).
struct TicketSum { // one thread per block: publish, take a ticket, the last sums
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> partial,
                           rsgpu::AtomicSlice<unsigned> counter,
                           rsgpu::SliceMut<unsigned> total) const {
    unsigned b = t.block_idx().x, nb = t.grid_dim().x;
    partial.unsafe_at(b) = b + 1;
    if (counter.at(0).fetch_add(1u, rsgpu::Ordering::AcqRel) != nb - 1) return;
    unsigned sum = 0;
    for (unsigned i = 0; i < nb; ++i) sum += partial.unsafe_at(i);
    total.unsafe_at(0) = sum;
  }
};

TEST_CASE("S11_atomic_tickets_taken_concurrently_order_every_block", "[emulator][racecheck]") {
  constexpr unsigned nb = 4096;
  auto s = stream();
  for (int rep = 0; rep < 8; ++rep) {
    auto partial = rsgpu::DeviceBuffer<unsigned>::zeroed(s, nb);
    auto counter = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1);
    auto total = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 1);
    REQUIRE((partial && counter && total));
    auto r = rsgpu::launch(s, config({nb}, {1}, Check::Race), TicketSum{},
                           partial->borrow_mut(), rsgpu::atomic(counter->borrow_mut()),
                           total->borrow_mut());
    std::vector<unsigned> v(1);
    if (r) r = total->copy_to_host(v);
    INFO("repetition " << rep << ": " << (r ? "" : r.error().to_string()));
    REQUIRE(r);
    CHECK(v[0] == nb * (nb + 1) / 2);
  }
}
