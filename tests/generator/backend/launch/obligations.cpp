// The launch obligations of rsgpu-gen's S5/S8 proofs (analyses.md), one test
// each: a generated kernel takes rsgpu::Thread1D/Thread2D and declares
// `rsgpu_launch_requirement`, which rsgpu::launch (here through the typed
// launch stubs, on the host backend) checks before anything runs. A launch
// that violates one is refused with Error::InvalidLaunchConfig, naming the
// obligation, and leaves the output untouched; a launch of the same kernel
// that fits still runs. Run as `rsgpu_gen_launch NAME` (ctest
// generator.backend.NAME); `rsgpu_gen_launch all` runs them all.
//
// Two runs the differential harness (../diff, against rustc natively) cannot
// express live here too, with their expectations written out: a launch in
// clusters of 2 and 4 blocks (the Rust bindings' host reference runs every
// block as a cluster of one) and a translated bounds check's panic (the
// reference would panic in the case runner itself).
//
// The S6 cases check the proven variants of the BoundsProofs pass: a kernel
// whose bounds checks hold under a predicate over its lengths runs as
// `<k>_proven` when it holds, as `<k>` (Rust's checks, Rust's panic) when it
// does not, and `<k>_proven` launched directly is refused without it.
#include "block_const.cu"
#include "block_reduce_warp_zero.cu"
#include "cluster_ids.cu"
#include "histogram.cu"
#include "int_math.cu"
#include "matmul_naive.cu"
#include "matmul_tiled.cu"
#include "reduce_warp.cu"
#include "row_major_3d.cu"
#include "saxpy.cu"
#include "scan.cu"
#include "step_by_rows.cu"
#include "sync_warp_neighbour_lanes.cu"
#include "transpose_rows.cu"
#include "vadd.cu"
#include "warp_vote_conditions.cu"

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {
template <class T>
rsgpu::DeviceBuffer<T> up(rsgpu::Stream &s, const std::vector<T> &v) {
  auto b = rsgpu::DeviceBuffer<T>::from_host(s, v);
  if (!b) {
    std::fprintf(stderr, "upload failed: %s\n", b.error().to_string().c_str());
    std::exit(2);
  }
  return std::move(*b);
}

/// `r` is InvalidLaunchConfig naming `phrase`, and `buf` still holds `was`.
template <class T>
bool refused(const rsgpu::Result<void> &r, const char *phrase,
             rsgpu::DeviceBuffer<T> &buf, const std::vector<T> &was) {
  if (r) {
    std::fprintf(stderr, "  launched, expected InvalidLaunchConfig\n");
    return false;
  }
  std::string m = r.error().to_string();
  std::fprintf(stderr, "  %s\n", m.c_str());
  std::vector<T> now(was.size());
  return r.error().kind() == rsgpu::ErrorKind::InvalidLaunchConfig &&
         m.find(phrase) != std::string::npos && buf.copy_to_host(now) &&
         now == was;
}

rsgpu::LaunchConfig shape(rsgpu::Dim3 grid, rsgpu::Dim3 block) {
  rsgpu::LaunchConfig c;
  c.grid = grid;
  c.block = block;
  return c;
}

using Case = std::function<bool(rsgpu::Stream &)>;

// saxpy: y[i] at the 1-D global id.
bool saxpyLaunch(rsgpu::Stream &s, rsgpu::Dim3 grid, rsgpu::Dim3 block,
                 const char *phrase) {
  std::vector<float> hx(64, 1.0f), hy(64, 2.0f);
  auto x = up(s, hx), y = up(s, hy);
  auto r =
      launch_saxpy(s, shape(grid, block), 3.0f, x.borrow(), y.borrow_mut());
  return refused(r, phrase, y, hy);
}

// block_const: y[block_idx_x() * 128 + thread_idx_x()].
bool blockConstLaunch(rsgpu::Stream &s, rsgpu::Dim3 grid, rsgpu::Dim3 block,
                      const char *phrase) {
  std::vector<std::uint32_t> hx(256, 1), hy(256, 5);
  auto x = up(s, hx), y = up(s, hy);
  auto r =
      launch_block_const(s, shape(grid, block), x.borrow(), y.borrow_mut());
  return refused(r, phrase, y, hy);
}

// matmul_naive: c[row * n + col], row and col from 2-D ids.
bool matmulLaunch(rsgpu::Stream &s, rsgpu::Dim3 grid, rsgpu::Dim3 block,
                  std::size_t n, const char *phrase) {
  std::vector<float> h(16, 1.0f), hc(16, 4.0f);
  auto a = up(s, h), b = up(s, h), c = up(s, hc);
  auto r = launch_matmul_naive(s, shape(grid, block), a.borrow(), b.borrow(),
                               c.borrow_mut(), n);
  return refused(r, phrase, c, hc);
}

// matmul_tiled: 16 x 16 shared tiles at ty * 16 + tx, blocks of 16 x 16 ids.
bool matmulTiledLaunch(rsgpu::Stream &s, rsgpu::Dim3 grid, rsgpu::Dim3 block,
                       const char *phrase) {
  std::vector<float> h(32 * 32, 1.0f), hc(32 * 32, 4.0f);
  auto a = up(s, h), b = up(s, h), c = up(s, hc);
  auto r = launch_matmul_tiled(s, shape(grid, block), a.borrow(), b.borrow(),
                               c.borrow_mut(), 32);
  return refused(r, phrase, c, hc);
}

// At opt-level 3 (what the S6 ctest cases run) these kernels have proven
// variants; rustc's MIR at opt-level 0 leaves some checks unproven.
#if RSGPU_GEN_E2E_OPT == 3
static_assert(rsgpu::detail::has_proven_variant<vadd>::value &&
              rsgpu::detail::has_proven_variant<saxpy>::value &&
              rsgpu::detail::has_proven_variant<histogram>::value);
#endif

/// Whether rsgpu::launch picks K's proven variant for these borrows, as
/// expected: `fits` (the predicate's lengths hold) when K has a variant.
template <class K, class... L>
bool picksVariant(bool fits, const rsgpu::LaunchConfig &cfg, L &...borrows) {
  bool picked = rsgpu::detail::runs_proven_variant<K>(
      cfg, rsgpu::detail::to_device(borrows)...);
  bool want = fits && rsgpu::detail::has_proven_variant<K>::value;
  if (picked != want)
    std::fprintf(stderr, "  proven variant %s\n",
                 picked ? "picked" : "not picked");
  return picked == want;
}

/// `e` is Rust's bounds panic (`len`, `index`) raised by the checked
/// kernel's own check: its location is the Rust kernel's MIR, `mir`.
bool rustBoundsPanic(const rsgpu::Error &e, std::size_t len, std::size_t index,
                     const char *mir) {
  std::string want = "index out of bounds: the len is " +
                     std::to_string(len) + " but the index is " +
                     std::to_string(index);
  std::fprintf(stderr, "  %s\n", e.to_string().c_str());
  return e.kind() == rsgpu::ErrorKind::DevicePanic && e.has_panic_info() &&
         e.panic().message() == want && e.panic().file() == mir;
}

// vadd(a, b, c, n): a[i] + b[i] into c[i] for every i < n (grid-stride).
bool vaddVariant(rsgpu::Stream &s, std::size_t la, std::size_t n, bool fits) {
  std::vector<float> ha(la, 1.0f), hb(n + 3, 2.0f), hc(n + 3, 0.0f);
  auto a = up(s, ha), b = up(s, hb), c = up(s, hc);
  auto cfg = shape({2}, {32});
  auto la_ = a.borrow(), lb = b.borrow();
  auto lc = c.borrow_mut();
  bool picked = picksVariant<vadd>(fits, cfg, la_, lb, lc, n);
  auto r = launch_vadd(s, cfg, std::move(la_), std::move(lb), std::move(lc), n);
  std::vector<float> now(hc.size());
  auto e = c.copy_to_host(now);
  if (!picked)
    return false;
  if (fits) {
    std::vector<float> want(hc.size(), 0.0f);
    for (std::size_t i = 0; i < n; ++i)
      want[i] = 3.0f;
    return bool(r) && bool(e) && now == want;
  }
  return bool(r) && !e && rustBoundsPanic(e.error(), la, la, "vadd.mir");
}

const std::vector<std::pair<std::string, Case>> &cases() {
  static const std::vector<std::pair<std::string, Case>> all = {
      // 1-D proofs (gid): the kernel takes Thread1D.
      {"S5_launch_2d_grid_for_1d_proof_refused",
       [](rsgpu::Stream &s) {
         return saxpyLaunch(s, {1, 2}, {32}, "1-D");
       }},
      {"S5_launch_2d_block_for_1d_proof_refused",
       [](rsgpu::Stream &s) {
         return saxpyLaunch(s, {1}, {32, 2}, "1-D");
       }},
      {"S5_launch_over_2pow32_threads_refused",
       [](rsgpu::Stream &s) {
         return saxpyLaunch(s, {(1u << 22) + 1}, {1024}, "2^32");
       }},
      // thread_idx_x() alone: one block.
      {"S5_launch_two_blocks_for_single_block_proof_refused",
       [](rsgpu::Stream &s) {
         std::vector<std::uint32_t> hx(64, 1), hout(64, 7);
         std::vector<std::int32_t> hs(64, 1);
         auto x = up(s, hx), out = up(s, hout);
         auto sg = up(s, hs);
         auto r = launch_int_math(s, shape({2}, {32}), x.borrow(),
                                  out.borrow_mut(), 1, sg.borrow_mut());
         return refused(r, "single-block", out, hout);
       }},
      // block_idx_x() * 128 + thread_idx_x(): blocks of at most 128 threads,
      // grid_dim_x() * 128 <= 2^32.
      {"S5_launch_block_over_index_constant_refused",
       [](rsgpu::Stream &s) {
         return blockConstLaunch(s, {2}, {256}, "at most 128 threads");
       }},
      {"S5_launch_grid_times_index_constant_over_2pow32_refused",
       [](rsgpu::Stream &s) {
         // 2^25 + 1 blocks of 64: fewer than 2^32 threads, but ids up to
         // (2^25 + 1) * 128 > 2^32.
         return blockConstLaunch(s, {(1u << 25) + 1}, {64},
                                 "at most 128 threads");
       }},
      // Row-major 2-D proofs: Thread2D, rows * width below 2^64.
      {"S5_launch_3d_for_row_major_proof_refused",
       [](rsgpu::Stream &s) {
         return matmulLaunch(s, {1}, {4, 4, 2}, 4, "2-D");
       }},
      {"S5_launch_rows_times_width_over_2pow64_refused",
       [](rsgpu::Stream &s) {
         return matmulLaunch(s, {65535, 1}, {32, 32}, std::size_t(1) << 44,
                             "rows * n fit in 64 bits");
       }},
      {"S5_launch_block_over_row_major_tile_refused",
       [](rsgpu::Stream &s) {
         return matmulTiledLaunch(s, {2, 1}, {16, 32}, "at most 16 x 16");
       }},
      // Block rows walked by `(t..cols).step_by(128)`
      // (accept/step_by_rows.rs): a block's threads take distinct columns
      // mod 128 only while block_dim_x <= 128, so a block of 256 is refused
      // (thread 128's first column is thread 0's second); a block of 128
      // writes every element of 3 rows of 300, one of 96 the columns c with
      // c % 128 < 96 (as Rust's loop does).
      {"S5_launch_step_rows_block_over_step_refused",
       [](rsgpu::Stream &s) {
         const std::size_t rows = 3, cols = 300, n = rows * cols;
         std::vector<float> hx(n), hy(n, -1.0f);
         for (std::size_t i = 0; i < n; ++i)
           hx[i] = float(i % 17);
         auto x = up(s, hx), y = up(s, hy);
         bool ok =
             refused(launch_step_rows_block(s, shape({3}, {256}), x.borrow(),
                                            y.borrow_mut(), cols),
                     "step_by(128)", y, hy);
         for (unsigned b : {128u, 96u}) {
           auto o = up(s, hy);
           auto r = launch_step_rows_block(s, shape({3}, {b}), x.borrow(),
                                           o.borrow_mut(), cols);
           if (!r)
             std::fprintf(stderr, "  %s\n", r.error().to_string().c_str());
           std::vector<float> now(n), want(hy);
           for (std::size_t i = 0; i < n; ++i)
             if (i % cols % 128 < b)
               want[i] = 2.0f * hx[i];
           ok = ok && bool(r) && bool(o.copy_to_host(now)) && now == want;
         }
         return ok;
       }},
      // S8 shared-memory proofs: 1-D blocks (thread_idx_x()), tiles of at
      // most C columns (thread_idx_y() * C + thread_idx_x()).
      {"S8_launch_2d_block_for_shared_proof_refused",
       [](rsgpu::Stream &s) {
         std::vector<std::uint32_t> hin(256, 1), hout(256, 9);
         auto in = up(s, hin), out = up(s, hout);
         auto r = launch_scan(s, shape({1}, {128, 2}), in.borrow(),
                              out.borrow_mut());
         return refused(r, "1-D", out, hout);
       }},
      {"S8_launch_block_over_tile_columns_refused",
       [](rsgpu::Stream &s) {
         return matmulTiledLaunch(s, {1, 4}, {32, 8}, "at most 16 columns");
       }},
      // S9 warp collectives: blocks of whole warps (a partial last warp's
      // shuffles would read absent lanes).
      {"S9_launch_partial_warp_for_warp_collectives_refused",
       [](rsgpu::Stream &s) {
         std::vector<float> hin(64, 1.0f), ht(1, 3.0f);
         auto in = up(s, hin), t = up(s, ht);
         auto r = launch_reduce_warp(s, shape({1}, {48}), in.borrow(),
                                     rsgpu::atomic(t.borrow_mut()));
         return refused(r, "whole warps", t, ht);
       }},
      // S9 warp collectives under `if t < 32` (warp 0 only): whole warps
      // reach them only where warp w is threads 32w..32w+31, in 1-D blocks.
      // A 32 x 4 block (whole warps, 2-D) is refused; 128 x 1 runs.
      {"S9_launch_warp_uniform_branch_2d_block_refused",
       [](rsgpu::Stream &s) {
         std::vector<float> hin(256), hp(2, -1.0f), want(2, 0.0f);
         for (std::size_t i = 0; i < hin.size(); ++i)
           hin[i] = float(i % 7), want[i / 128] += hin[i];
         auto in = up(s, hin), p = up(s, hp);
         bool ok = refused(launch_block_reduce_warp_zero(
                               s, shape({2}, {32, 4}), in.borrow(), p.borrow_mut()),
                           "1-D", p, hp);
         auto r = launch_block_reduce_warp_zero(s, shape({2}, {128}), in.borrow(),
                                                p.borrow_mut());
         std::vector<float> now(2);
         return ok && bool(r) && bool(p.copy_to_host(now)) && now == want;
       }},
      // S9 collectives under a vote's result (`if ballot(..) != 0`, `any`,
      // `all`, a broadcast from lane 0): the same in every lane of a warp in
      // any block shape, so a 32 x 4 block runs (whole warps only).
      // 3-D row-major writes `out[(z * ny + y) * nx + x]`: any launch shape,
      // every axis's ids below 2^32 and ids * ny * nx within the index's
      // width (fits_3d). A 3-D launch runs and writes every element once; a
      // u32 index whose ids * ny * nx pass 2^32 is refused.
      {"S5_launch_3d_row_major_runs_3d_and_refuses_wrap",
       [](rsgpu::Stream &s) {
         const std::size_t nx = 8, ny = 6, nz = 4, n = nx * ny * nz;
         std::vector<float> hv(n), ho(n, -1.0f), want(n);
         for (std::size_t i = 0; i < n; ++i)
           hv[i] = float(i % 13), want[i] = 2.0f * hv[i];
         auto v = up(s, hv), o = up(s, ho);
         auto r = launch_row_major_3d(s, shape({2, 3, 2}, {4, 2, 2}), v.borrow(),
                                      nx, ny, nz, o.borrow_mut());
         std::vector<float> now(n);
         if (!r)
           std::fprintf(stderr, "  %s\n", r.error().to_string().c_str());
         std::vector<std::uint32_t> hu(4, 7u);
         auto u = up(s, hu);
         return bool(r) && bool(o.copy_to_host(now)) && now == want &&
                refused(launch_row_major_3d_u32(s, shape({1, 1, 2}, {1, 1, 1}),
                                                65536u, 65536u, u.borrow_mut()),
                        "3-D row-major", u, hu);
       }},
      // The CUDA SDK's transpose, a 32 x 8 block moving a 32 x 32 tile in
      // rows `ty + k`, k stepped by 8 (accept/transpose_rows.rs): rows of
      // distinct threads are distinct only while block_dim.y <= 8, so a 32 x
      // 32 block is refused (thread ty = 8 at k = 0 would write thread 0's
      // row at k = 8) and a 32 x 8 block transposes a 45 x 70 matrix; the
      // same with a step of 4: 32 x 8 refused, 32 x 4 runs.
      {"S8_launch_transpose_rows_block_taller_than_step_refused",
       [](rsgpu::Stream &s) {
         const std::size_t w = 45, h = 70;
         std::vector<float> hin(w * h), hout(w * h, -1.0f), want(w * h);
         for (std::size_t r = 0; r < h; ++r)
           for (std::size_t c = 0; c < w; ++c)
             hin[r * w + c] = float(r * 100 + c),
                         want[c * h + r] = hin[r * w + c];
         bool ok = true;
         for (unsigned step : {8u, 4u}) {
           auto run = [&](rsgpu::Dim3 block, rsgpu::DeviceBuffer<float> &o) {
             auto in = up(s, hin);
             rsgpu::LaunchConfig c = shape({2, 3}, block);
             return step == 8 ? launch_transpose_rows(s, c, in.borrow(), w, h,
                                                      o.borrow_mut())
                              : launch_transpose_rows_step4(
                                    s, c, in.borrow(), w, h, o.borrow_mut());
           };
           auto o = up(s, hout);
           std::string phrase = "stepped by " + std::to_string(step);
           ok = ok && refused(run({32, step == 8 ? 32u : 8u}, o),
                              phrase.c_str(), o, hout);
           auto r = run({32, step}, o);
           if (!r)
             std::fprintf(stderr, "  %s\n", r.error().to_string().c_str());
           std::vector<float> now(w * h);
           ok = ok && bool(r) && bool(o.copy_to_host(now)) && now == want;
         }
         // Columns of 8 next to rows of 32 (`transpose_rows_wide`): the row
         // ids reach grid * 32, so rows * h must fit 64 bits by that bound,
         // not by grid * 8 (fits_2d's ids_k): 1024 blocks of 8 x 8 with h =
         // 2^50 pass the latter and are refused; 2 x 2 blocks with h = 16
         // write out[oy * 16 + ox] = oy once each.
         std::vector<std::size_t> hw(64 * 16, 0), wantw(64 * 16);
         for (std::size_t i = 0; i < wantw.size(); ++i)
           wantw[i] = i / 16;
         auto ow = up(s, hw);
         ok = ok && refused(launch_transpose_rows_wide(
                                s, shape({1024, 1}, {8, 8}),
                                std::size_t(1) << 50, ow.borrow_mut()),
                            "fit in 64 bits", ow, hw);
         auto rw = launch_transpose_rows_wide(s, shape({2, 2}, {8, 8}),
                                              std::size_t(16), ow.borrow_mut());
         std::vector<std::size_t> noww(hw.size());
         return ok && bool(rw) && bool(ow.copy_to_host(noww)) && noww == wantw;
       }},
      {"S9_launch_vote_conditions_run_in_2d_blocks",
       [](rsgpu::Stream &s) {
         std::vector<float> hin(1, 1.0f), ht(1, 0.5f);
         auto in = up(s, hin), t = up(s, ht);
         auto r = launch_warp_vote_conditions(s, shape({2}, {32, 4}), in.borrow(),
                                              rsgpu::atomic(t.borrow_mut()));
         std::vector<float> now(1);
         if (!r)
           std::fprintf(stderr, "  %s\n", r.error().to_string().c_str());
         // 8 warps, each lane 1 + its xor neighbour's 1: lane 0 adds 2.
         return bool(r) && bool(t.copy_to_host(now)) && now[0] == 16.5f &&
                refused(launch_warp_vote_conditions(s, shape({1}, {48}), in.borrow(),
                                                    rsgpu::atomic(t.borrow_mut())),
                        "whole warps", t, std::vector<float>{16.5f});
       }},
      // S8 warp phases (a neighbour lane's slot read after a full-warp
      // sync_warp): the warp of thread t is t / 32 only in 1-D blocks of
      // whole warps. 48-thread and 32 x 4 blocks are refused; 128 runs and
      // each thread reads its neighbour lane's element.
      {"S8_launch_warp_phase_partial_warp_or_2d_block_refused",
       [](rsgpu::Stream &s) {
         std::vector<float> hx(128), ho(128, -1.0f), want(128);
         for (std::size_t i = 0; i < 128; ++i)
           hx[i] = float(i * i % 97);
         for (std::size_t i = 0; i < 128; ++i)
           want[i] = hx[i] - hx[i - i % 32 + (i % 32 + 1) % 32];
         auto x = up(s, hx), o = up(s, ho);
         bool ok = refused(launch_warp_neighbour_mask(s, shape({1}, {48}),
                                                      x.borrow(), o.borrow_mut()),
                           "whole warps", o, ho) &&
                   refused(launch_warp_neighbour_mask(s, shape({1}, {32, 4}),
                                                      x.borrow(), o.borrow_mut()),
                           "1-D", o, ho);
         auto r = launch_warp_neighbour_mask(s, shape({1}, {128}), x.borrow(),
                                             o.borrow_mut());
         std::vector<float> now(128);
         return ok && bool(r) && bool(o.copy_to_host(now)) && now == want;
       }},
      // S6: an `&Atomic<T>` parameter is element 0 of its borrow, which Rust's
      // reference guarantees exists: an empty borrow is refused.
      {"S6_launch_empty_borrow_for_atomic_reference_refused",
       [](rsgpu::Stream &s) {
         std::vector<float> hin(64, 1.0f), ht(1, 3.0f);
         auto in = up(s, hin), t = up(s, ht);
         auto r = launch_reduce_warp(s, shape({1}, {64}), in.borrow(),
                                     rsgpu::atomic(t.borrow_mut(0, 0)));
         return refused(r, "at least one element", t, ht);
       }},
      // S6 proven variants (BoundsProofs): vadd's three checks hold when
      // a, b and c have n elements.
      {"S6_proven_variant_runs_when_lengths_fit",
       [](rsgpu::Stream &s) {
         bool ok =
             vaddVariant(s, 100, 100, true) && vaddVariant(s, 101, 100, true);
         // saxpy: x[i] under i < y.len() when x.len() >= y.len().
         std::vector<float> hx(70, 1.0f), hy(64, 2.0f), want(64, 5.0f);
         auto x = up(s, hx), y = up(s, hy);
         auto lx = x.borrow();
         auto ly = y.borrow_mut();
         float a = 3.0f;
         ok &= picksVariant<saxpy>(true, shape({2}, {32}), a, lx, ly);
         auto r = launch_saxpy(s, shape({2}, {32}), 3.0f, std::move(lx),
                               std::move(ly));
         std::vector<float> now(64);
         ok &= bool(r) && bool(y.copy_to_host(now)) && now == want;
         // histogram: bins[u8] when bins has 256 elements.
         std::vector<std::uint8_t> hd(300);
         std::vector<std::uint32_t> hb(256, 0), wb(256, 0);
         for (std::size_t i = 0; i < hd.size(); ++i)
           hd[i] = std::uint8_t(i * 37), ++wb[hd[i]];
         auto d = up(s, hd);
         auto b = up(s, hb);
         auto ld = d.borrow();
         auto lb = rsgpu::atomic(b.borrow_mut());
         ok &= picksVariant<histogram>(true, shape({10}, {32}), ld, lb);
         r = launch_histogram(s, shape({10}, {32}), std::move(ld),
                              std::move(lb));
         ok &= bool(r) && bool(b.copy_to_host(hb)) && hb == wb;
         return ok;
       }},
      // A short buffer: the checked kernel runs and panics as Rust does.
      {"S6_checked_kernel_runs_when_a_buffer_is_short",
       [](rsgpu::Stream &s) {
         bool ok = vaddVariant(s, 8, 9, false);
         std::vector<std::uint8_t> hd(40, 3);
         hd[33] = 200;
         std::vector<std::uint32_t> hb(100, 0);
         auto d = up(s, hd);
         auto b = up(s, hb);
         auto ld = d.borrow();
         auto lb = rsgpu::atomic(b.borrow_mut());
         ok &= picksVariant<histogram>(false, shape({2}, {32}), ld, lb);
         auto r = launch_histogram(s, shape({2}, {32}), std::move(ld),
                                   std::move(lb));
         auto e = b.copy_to_host(hb);
         return ok && bool(r) && !e &&
                rustBoundsPanic(e.error(), 100, 200, "histogram.mir");
       }},
      // The variant alone: its requirement includes the predicate, so a
      // short buffer is refused, never read past its end.
      {"S6_proven_variant_needs_its_predicate",
       [](rsgpu::Stream &s) {
         std::vector<float> ha(8, 1.0f), hb(16, 2.0f), hc(16, 0.0f);
         auto a = up(s, ha), b = up(s, hb), c = up(s, hc);
         auto r = rsgpu::launch(s, shape({1}, {32}), vadd_proven{}, a.borrow(),
                                b.borrow(), c.borrow_mut(), std::size_t(16));
         bool ok = refused(r, "only when a.len() >= n", c, hc);
         std::vector<std::uint8_t> hd(64, 1);
         std::vector<std::uint32_t> hbins(255, 0);
         auto d = up(s, hd);
         auto bins = up(s, hbins);
         r = rsgpu::launch(s, shape({2}, {32}), histogram_proven{}, d.borrow(),
                           rsgpu::atomic(bins.borrow_mut()));
         return ok && refused(r, "only when bins.len() >= 256", bins, hbins);
       }},
      // A translated bounds check keeps Rust's panic message (S6): vadd
      // trusts its `n`, the slices are shorter.
      {"S6_translated_bounds_check_panics_with_rusts_message",
       [](rsgpu::Stream &s) {
         std::vector<float> h(8, 1.0f);
         auto a = up(s, h), b = up(s, h), c = up(s, h);
         auto r = launch_vadd(s, shape({1}, {32}), a.borrow(), b.borrow(),
                              c.borrow_mut(), std::size_t(10));
         auto e = c.copy_to_host(h);
         if (!r)
           e = r;
         std::string m = e ? std::string("no error") : e.error().to_string();
         std::fprintf(stderr, "  %s\n", m.c_str());
         if (e || e.error().kind() != rsgpu::ErrorKind::DevicePanic)
           return false;
         // Threads 8 and 9 both index past the end; the one reported is
         // named with its own index.
         unsigned t = e.error().panic().thread.x;
         return (t == 8 || t == 9) &&
                m.find("index out of bounds: the len is 8 but the index is " +
                       std::to_string(t)) != std::string::npos;
       }},
      // cluster_ids in clusters of 2 and 4 blocks: out[i] = rank * size + 16
      // (the even lanes of a full warp of 64-thread blocks).
      {"S10_cluster_ids_in_clusters_of_2_and_4",
       [](rsgpu::Stream &s) {
         bool ok = true;
         for (auto [n, cluster] : {std::pair<std::size_t, unsigned>{64, 2},
                                   {200, 2}, {512, 2}, {512, 4}}) {
           const unsigned block = 64;
           auto cfg = rsgpu::LaunchConfig::for_elements(n, block);
           cfg.grid.x = (cfg.grid.x + cluster - 1) / cluster * cluster;
           cfg.cluster = {cluster};
           std::vector<std::uint32_t> ho(n, 0), want(n);
           for (std::size_t i = 0; i < n; ++i)
             want[i] = std::uint32_t((i / block) % cluster * cluster + 16);
           auto o = up(s, ho);
           auto r = launch_cluster_ids(s, cfg, o.borrow_mut());
           bool good = bool(r) && bool(o.copy_to_host(ho)) && ho == want;
           if (!good)
             std::fprintf(stderr, "  n=%zu cluster=%u: %s\n", n, cluster,
                          r ? "wrong values" : r.error().to_string().c_str());
           ok = ok && good;
         }
         return ok;
       }},
      // The same kernels still run when the launch fits.
      {"S5_launch_fitting_shapes_accepted",
       [](rsgpu::Stream &s) {
         std::vector<float> hx(64, 1.0f), hy(64, 2.0f), want(64, 5.0f);
         auto x = up(s, hx), y = up(s, hy);
         auto r = launch_saxpy(s, shape({2}, {32}), 3.0f, x.borrow(),
                               y.borrow_mut());
         std::vector<float> now(64);
         return bool(r) && bool(y.copy_to_host(now)) && now == want;
       }},
  };
  return all;
}
} // namespace

/// Runs the obligation test `name`, or all of them for "all"; the number of
/// failures (-1: no such test).
int obligationTests(rsgpu::Stream &s, const std::string &name) {
  int failures = 0, ran = 0;
  for (auto &[n, c] : cases()) {
    if (name != "all" && name != n)
      continue;
    ++ran;
    std::fprintf(stderr, "%s\n", n.c_str());
    if (!c(s)) {
      ++failures;
      std::fprintf(stderr, "FAIL: %s\n", n.c_str());
    }
  }
  return ran ? failures : -1;
}
