// Kernels of the device tests: run on the host backend by device_test.cpp and
// compiled (host and device passes, sm_90) by nvcc in all_types.cu.
#pragma once
#include <rsgpu/collectives.hpp>

namespace rsgpu_device_test {
using namespace rsgpu;

struct CountMine {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (auto e = mine(y, t)) *e += 1;
  }
};

// Narrows its generic Thread by hand: the conversion checks the shape.
struct CountMineNarrowed {
  RSGPU_FN void operator()(Thread t, SliceMut<int> y) const {
    Thread1D t1 = t;
    if (auto e = mine(y, t1)) *e += 1;
  }
};

struct Count2D {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> m, unsigned w,
                           unsigned h) const {
    if (auto e = mine_2d(m, t, w, h)) *e += 1;
  }
};

struct Generic3D {
  RSGPU_FN void operator()(Thread t, SliceMut<int> y) const {
    if (auto e = mine(y, t)) *e = int(t.global_linear_id());
  }
};

struct Rotate {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> y) const {
    auto b = t.block();
    auto s = shared<int, 64>(b, [] {});
    s.mine(b) = x[t.global_id()];
    auto r = b.sync(std::move(s));
    int v = r[(b.thread_rank() + 1) % 64];
    auto w = b.sync(std::move(r)); // back to writing
    w.mine(b) = v * 10;
    auto r2 = b.sync(std::move(w));
    if (auto e = mine(y, t)) *e = r2[(b.thread_rank() + 63) % 64];
  }
};

struct DynamicSum {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto s = shared_dynamic<int>(b);
    for (auto e : s.strided(b)) *e = int(e.index());
    auto r = b.sync(std::move(s));
    int sum = 0;
    for (std::size_t i = 0; i < r.len(); ++i) sum += r[i];
    if (auto e = mine(y, t)) *e = sum;
  }
};

struct SharedCounts {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned> y) const {
    auto b = t.block();
    auto s = shared<unsigned, 5>(b, [] {});
    for (auto e : s.strided(b)) *e = 0u;
    auto a = b.sync<phase::Atomic>(std::move(s));
    a.atomic(b.thread_rank() % 4).fetch_add(1u, Ordering::Relaxed);
    a.atomic(4).fetch_max(b.thread_rank(), Ordering::AcqRel);
    auto r = b.sync(std::move(a));
    if (auto e = mine(y, t)) *e = r[b.thread_rank() % 5];
  }
};

struct TileTranspose {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    auto b = t.block();
    auto tile = shared_tile<int, 8, 9>(b, [] {});
    tile.for_each_mine<8, 4, 8>(b, [&](unsigned r, unsigned c, auto e) {
      e = int(r * 8 + c);
    });
    auto rd = b.sync(std::move(tile));
    for_each_mine_tiled<8, 4>(y, t, 8, 8, TileOrder::Natural,
                              [&](unsigned r, unsigned c, auto e) {
                                e = rd(c, r);
                              });
  }
};

// for_each_mine_tiled's 5-argument form on a 16 x 16 matrix of 8 x 8 tiles
// (Transposed: block (bx, by) writes tile row bx, column by): out = in^T,
// reading the shared tile at the tile-local (tile_row, tile_col) it passes.
struct TileTransposeLocal {
  RSGPU_FN void operator()(Thread2D t, Slice<const int> in,
                           SliceMut<int> y) const {
    auto b = t.block();
    auto tile = shared_tile<int, 8, 9>(b, [] {});
    const unsigned x0 = t.block_idx().x * 8, y0 = t.block_idx().y * 8;
    tile.for_each_mine<8, 4, 8>(b, [&](unsigned r, unsigned c, auto e) {
      e = in[(y0 + r) * 16 + x0 + c];
    });
    auto rd = b.sync(std::move(tile));
    for_each_mine_tiled<8, 4>(
        y, t, 16, 16, TileOrder::Transposed,
        [&](unsigned row, unsigned col, unsigned tr, unsigned tc, auto e) {
          // the tile-local coordinates are the global ones minus the tile's
          // origin (rows x0.., columns y0..); -1 flags a mismatch
          e = (tr == row - x0 && tc == col - y0) ? rd(tc, tr) : -1;
        });
  }
};

// A Read-phase tile read outside the tile still panics (S6): the checks the
// compiler may drop are only those a checked block shape proves.
struct TileReadOutOfRange {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    auto b = t.block();
    auto tile = shared_tile<int, 8, 9>(b, [] {});
    tile.for_each_mine<8, 4, 8>(b, [&](unsigned, unsigned, auto e) { e = 1; });
    auto rd = b.sync(std::move(tile));
    const unsigned ty = t.thread_idx().y;
    for_each_mine_tiled<8, 4>(y, t, 8, 8, TileOrder::Natural,
                              [&](unsigned, unsigned, auto e) {
                                e = rd(ty + 5, 0); // rows 8.. for ty >= 3
                              });
  }
};

struct TooFewSlots {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int>) const {
    auto b = t.block();
    auto s = shared<int, 16>(b, [] {});
    s.mine(b) = 1; // 32 threads, 16 slots
  }
};

struct PartialBarrier {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int>) const {
    auto b = t.block();
    if (b.thread_rank() < 16) b.sync(); // only half of the block
  }
};

struct WarpOps {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto w = b.warp();
    int lane = int(w.lane());
    int v[12];
    v[0] = w.shfl(lane * 2, 5);
    v[1] = w.shfl_xor(lane, 1);
    v[2] = w.shfl_down(lane, 4);
    v[3] = w.shfl_up(lane, 4);
    v[4] = int(w.ballot(lane % 2 == 0));
    v[5] = w.any(lane == 7);
    v[6] = w.all(lane < 31);
    v[7] = int(w.match_any(lane / 8));
    v[8] = w.reduce(lane, Plus{});
    v[9] = w.inclusive_scan(1, Plus{});
    v[10] = b.tile<8>().reduce(lane, Max{});
    v[11] = int(w.id());
    for (int k = 0; k < 12; ++k) y.unsafe_at(t.global_id() * 12 + k) = v[k];
  }
};

struct DivergentShuffle {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto w = t.block().warp();
    if (w.lane() < 16)
      if (auto e = mine(y, t)) *e = w.shfl(1, 0);
  }
};

struct AtomicOps {
  RSGPU_FN void operator()(Thread1D t, AtomicSlice<int> a,
                           AtomicSlice<float, scope::System> f,
                           AtomicSlice<unsigned long long, scope::Block> u) const {
    int id = int(t.global_id());
    a.at(0).fetch_add(1, Ordering::Relaxed);
    a.at(1).fetch_sub(2, Ordering::Release);
    a.at(2).fetch_min(-id, Ordering::Acquire);
    a.at(3).fetch_max(id, Ordering::AcqRel);
    a.at(4).fetch_or(1 << (id % 8), Ordering::SeqCst);
    a.at(5).fetch_and(~(1 << (id % 4)), Ordering::Relaxed);
    a.at(6).fetch_xor(1, Ordering::Relaxed);
    a.at(7).swap(7, Ordering::Relaxed);
    auto cas = a.at(8).compare_exchange(0, 100 + id, Ordering::AcqRel);
    if (cas.ok()) a.at(9).store(id, Ordering::Release);
    f.at(0).fetch_add(0.5f, Ordering::Relaxed);
    f.at(1).fetch_max(float(id), Ordering::Relaxed);
    f.at(2).fetch_min(-float(id), Ordering::Relaxed);
    u.at(0).fetch_add(1ull << 33, Ordering::Relaxed);
    (void)a.at(0).load(Ordering::Acquire);
  }
};

struct Both {
  RSGPU_FN void operator()(Thread1D, AtomicSlice<int>, Slice<const int>) const {}
};

// Every thread adds 1 to c[0] with an atomic of scope S.
template <class S> struct ScopedCount {
  RSGPU_FN void operator()(Thread1D, AtomicSlice<unsigned, S> c) const {
    c.at(0).fetch_add(1u, Ordering::Relaxed);
  }
};
template <class S> struct ScopedArrayCount {
  RSGPU_FN void operator()(Thread1D, AtomicArray<unsigned, 1, S> c) const {
    c.at(0u).fetch_add(1u, Ordering::Relaxed);
  }
};

struct Collectives {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x, SliceMut<int> sums,
                           SliceMut<int> incl, SliceMut<int> excl,
                           SliceMut<int> warp_sums) const {
    using Reduce = BlockReduce<int, 128>;
    using Scan = BlockScan<int, 128>;
    using WR = WarpReduce<int, 128>;
    auto b = t.block();
    int v = x[t.global_id()];
    auto rst = Reduce::storage(b, [] {});
    auto [total, used] = Reduce::sum(b, std::move(rst), v);
    rst = b.sync(std::move(used)); // the storage may be used again
    auto [mx, used2] = Reduce::reduce(b, std::move(rst), v, Max{});
    (void)used2;
    if (auto e = per_block(sums, b)) *e = *total * 1000 + *mx;

    auto sst = Scan::storage(b, [] {});
    auto [pre, tot, su] = Scan::inclusive_sum(b, std::move(sst), v);
    sst = b.sync(std::move(su));
    auto [ex, tot2, su2] = Scan::exclusive_sum(b, std::move(sst), v);
    (void)su2, (void)tot;
    if (auto e = mine(incl, t)) *e = pre;
    if (auto e = mine(excl, t)) *e = ex + tot2 * 0;

    auto w = b.warp();
    auto [ws, wu] = WR::sum(w, WR::storage(b, [] {}), v);
    (void)wu;
    if (ws) warp_sums.unsafe_at(t.global_id() / 32) = *ws;
  }
};

struct ClusterInfo {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned> y) const {
    auto b = t.block();
    auto cl = b.cluster();
    auto s = shared<unsigned, 1>(b, [] {});
    if (auto e = s.for_leader(b)) *e = 100 + b.idx().x;
    auto dsm = cl.sync(std::move(s));
    unsigned next = dsm.read((cl.rank() + 1) % cl.size(), 0);
    auto back = cl.sync(std::move(dsm));
    (void)back;
    if (auto e = per_block(y, b)) *e = cl.rank() * 1000 + cl.size() * 10000 + next;
  }
};

struct CountStride {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    for (auto e : grid_stride(y, t)) *e += int(e.index() % 3) + 1;
  }
};
// The member forms, for every thread kind: the same elements as the helpers.
struct CountMemberMine {
  RSGPU_FN void operator()(Thread2D t, SliceMut<int> y) const {
    if (auto e = y.mine(t)) *e += 1;
  }
};
struct CountMemberStride {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    for (auto e : y.grid_stride(t)) *e += int(e.index() % 3) + 1;
  }
};
struct BlockIds {
  RSGPU_FN void operator()(Thread t, SliceMut<unsigned> y) const {
    if (auto e = per_block(y, t.block())) *e = unsigned(t.block().linear_idx());
  }
};
// saxpy three ways: the indexed form (y.mine(t) and x[i], both checked), and a
// zipped view's mine(t) and grid_stride(t) (no device-side check).
struct SaxpyIndexed {
  RSGPU_FN void operator()(Thread1D t, Slice<const float> x, SliceMut<float> y,
                           float a) const {
    if (auto yi = y.mine(t))
      *yi = a * x[yi.index()] + *yi;
  }
};
using ZipYX = Zip<SliceMut<float>, Slice<const float>>;
struct SaxpyZip {
  RSGPU_FN void operator()(Thread1D t, ZipYX yx, float a) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = a * x + y;
    }
  }
};
struct SaxpyZipStride {
  RSGPU_FN void operator()(Thread t, ZipYX yx, float a) const {
    for (auto e : grid_stride(yx, t)) {
      auto [y, x] = *e;
      y = a * x + y;
    }
  }
};
struct ZipAndSlice {
  RSGPU_FN void operator()(Thread1D t, ZipYX yx, Slice<const float> z) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + z[e.index()];
    }
  }
};
// Two exclusive views zipped: each thread swaps its own pair.
struct SwapZip {
  RSGPU_FN void operator()(Thread1D t,
                           Zip<SliceMut<int>, SliceMut<int>> ab) const {
    if (auto e = mine(ab, t)) {
      auto [a, b] = *e;
      int v = a;
      a = int(b);
      b = v;
    }
  }
};

// Block k reads its own and the previous block's element of a per_block view.
struct PerBlockReads {
  RSGPU_FN void operator()(Thread t, PerBlock<const int> v,
                           SliceMut<int> out) const {
    auto b = t.block();
    if (auto e = mine(out, t)) {
      int prev = 0;
      if (auto o = v.previous(b))
        prev = *o;
      *e = v.mine(b) * 1000 + prev;
    }
  }
};

// Matrix views: out(y, x) = in(x, y) + 1000 * (in(x + dx, y) exists); a read
// at (row, col) through the panicking operator().
struct MatrixTranspose {
  RSGPU_FN void operator()(Thread2D t, Matrix<const int> in, MatrixMut<int> out,
                           unsigned dx) const {
    Dim3 g = t.global_idx();
    if (auto e = out.mine(t)) {
      int extra = in.get(g.x + dx, g.y) ? 1000 : 0;
      *e = in(g.x, g.y) + extra;
    }
  }
};
struct MatrixRead {
  RSGPU_FN void operator()(Thread1D t, Matrix<const int> m, SliceMut<int> out,
                           unsigned r, unsigned c) const {
    if (auto e = mine(out, t))
      *e = m(r, c);
  }
};
struct MatrixTiles {
  RSGPU_FN void operator()(Thread2DOf<8, 4> t, MatrixMut<int> m) const {
    for_each_mine_tiled<8, 4>(
        m, t, TileOrder::Transposed,
        [&](unsigned r, unsigned c, auto e) { e = int(r * 100 + c); });
  }
};

// A block shape in the kernel's type: BlockReduce, warp() and a shared tile
// used with no device-side shape check (launch() checked it).
struct ShapedSums {
  RSGPU_FN void operator()(Thread1DOf<64> t, Slice<const int> x,
                           SliceMut<int> sums) const {
    using Reduce = BlockReduce<int, 64>;
    auto b = t.block();
    static_assert(decltype(t)::block_size == 64);
    int v = t.global_id() < x.len() ? x[t.global_id()] : 0;
    auto [total, used] = Reduce::sum(b, Reduce::storage(b, [] {}), v);
    (void)used;
    int w = b.warp().reduce(v, Plus{}); // 2 whole warps
    if (auto e = per_block(sums, b))
      *e = *total * 1000 + w;
  }
};
struct ShapedTileCopy {
  RSGPU_FN void operator()(Thread2DOf<8, 4> t, SliceMut<int> m, unsigned w,
                           unsigned h) const {
    auto b = t.block();
    auto tile = shared_tile<int, 8, 8>(b, [] {});
    tile.for_each_mine<8, 4>(
        b, [&](unsigned r, unsigned c, auto e) { e = int(r * 8 + c); });
    auto rd = b.sync(std::move(tile));
    for_each_mine_tiled<8, 4>(m, t, w, h, TileOrder::Natural,
                              [&](unsigned, unsigned, unsigned tr, unsigned tc,
                                  auto e) { e = rd(tr, tc); });
  }
};
// A Thread converted to a ShapedThread by hand: checked on the device.
struct ShapedNarrowed {
  RSGPU_FN void operator()(Thread t, SliceMut<int> y) const {
    Thread1DOf<64> t64 = t;
    if (auto e = mine(y, t64))
      *e += 1;
  }
};
// ---- Views checked at launch: AtomicArray, bands, TilesMut ----------------

// Counts v[i] % 8 into an AtomicArray<unsigned, 8>: the index is below N by
// its arithmetic (no device-side check); at(extra) is checked (S6).
struct AtomicArrayCount {
  RSGPU_FN void operator()(Thread1D t, Slice<const unsigned> v,
                           AtomicArray<unsigned, 8> h, unsigned extra) const {
    static_assert(AtomicArray<unsigned, 8>::len() == 8);
    for (std::size_t i = t.global_id(); i < v.len(); i += t.grid_size())
      h.at(v[i] % 8).fetch_add(1u, Ordering::Relaxed);
    if (t.global_id() == 0 && extra != 0)
      h.at(extra).fetch_add(100u, Ordering::Relaxed); // panics for extra >= 8
  }
};
// The thread's TileIdx<8> (from a shared tile's copy_from) indexes an
// AtomicArray<int, 8> with no check: h[c] counts the 8 rows of each block.
struct CountColumns {
  AtomicArray<int, 8> h;
  RSGPU_FN int operator()(TileIdx<8> r, TileIdx<8> c) const {
    h.at(c).fetch_add(1, Ordering::Relaxed);
    return int(r);
  }
};
struct AtomicArrayTileIdx {
  RSGPU_FN void operator()(Thread2DOf<8, 8> t, AtomicArray<int, 8> h) const {
    auto b = t.block();
    auto tile = shared_tile<int, 8, 8>(b, [] {});
    tile.copy_from<8, 8>(b, CountColumns{h});
  }
};

// C = A * B (m x k times k x n) with T x T tiles: the rsgpu::zip of row bands
// of A and column bands of B along k, written through TilesMut.
template <unsigned T> struct BandsMatMul {
  RSGPU_FN void operator()(Thread2DOf<T, T> t,
                           Zip<RowBands<const int, T>, ColBands<const int, T>> ab,
                           TilesMut<int, T> c) const {
    auto b = t.block();
    auto as = shared_tile<int, T, T>(b, [] {});
    auto bs = shared_tile<int, T, T>(b, [] {});
    const unsigned ty = t.thread_idx().y, tx = t.thread_idx().x;
    int acc = 0;
    for (auto [ta, tb] : ab.band(b)) {
      as.template copy_from<T, T>(b, ta);
      bs.template copy_from<T, T>(b, tb);
      auto [ra, rb] = b.sync(std::move(as), std::move(bs));
      for (unsigned k = 0; k < T; ++k) acc += ra(ty, k) * rb(k, tx);
      auto [wa, wb] = b.sync(std::move(ra), std::move(rb));
      as = std::move(wa);
      bs = std::move(wb);
    }
    c.mine(t) = acc;
  }
};
// The same walk zipped on the device (a.band(b).zip(...)), reading the tiles
// directly with unsigned (checked) indices; out(row, col) of the block's tile
// sums every tile pair's (r, c) products. r_extra reads row r_extra of each
// A tile (panics for r_extra >= T: S6).
template <unsigned T> struct BandsDeviceZip {
  RSGPU_FN void operator()(Thread2DOf<T, T> t, RowBands<const int, T> a,
                           ColBands<const int, T> bm, TilesMut<int, T> out,
                           unsigned r_extra) const {
    auto b = t.block();
    const unsigned ty = t.thread_idx().y, tx = t.thread_idx().x;
    int acc = 0;
    auto pairs = a.band(b).zip(bm.band(b));
    for (auto [ta, tb] : pairs)
      acc += ta(r_extra + ty, tx) * tb(ty, tx);
    out.mine(t) = acc * 1000 + int(pairs.len());
  }
};

} // namespace rsgpu_device_test
