//! Searching consumers of read-only iterators: `find` (of `rev()`),
//! `rposition`, `last`, `max_by` (the last maximum), `min_by_key` (the first
//! minimum), `any`/`all`. At O3 rustc inlines `all`/`any`/`rfind` to
//! `try_fold((), check(f))` / `try_rfold`: ControlFlow<B, ()> is an Option<B>
//! (Break = Some) and `all`'s `== ControlFlow::Continue(())` compares with
//! core's promoted constant (CoreClosures.def RSGPU_CORE_PROMOTED).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn iter_search(m: &[i32], w: usize, out: &mut [i32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r < out.len() && (r + 1) * w <= m.len() {
            let row = &m[r * w..(r + 1) * w];
            let f = row.iter().rev().find(|&&v| v > 3).copied().unwrap_or(-1);
            let p = row.iter().rposition(|&v| v < 0).map_or(-1, |p| p as i32);
            let l = row.iter().last().copied().unwrap_or(0);
            let hi = row.iter().enumerate().max_by(|a, b| a.1.cmp(b.1)).map_or(-1, |(j, _)| j as i32);
            let lo = row.iter().enumerate().min_by_key(|&(_, v)| v.abs()).map_or(-1, |(j, _)| j as i32);
            let sorted = row.windows(2).all(|p| p[0] <= p[1]) as i32;
            let neg = row.iter().any(|&v| v < 0) as i32;
            out[r] = f + p * 3 + l * 5 + hi * 7 + lo * 11 + sorted * 13 + neg * 17;
        }
    }
}
// CHECK: kernel @iter_search(
// CHECK-O0: call core.iter.find
// CHECK-O0: call core.iter.rposition
// CHECK-O0: call core.iter.last
// CHECK-O0: call core.iter.max_by
// CHECK-O0: call core.iter.min_by_key
// CHECK-O3: call core.iter.try_fold
// CHECK-O3: call core.iter.try_rfold
// CHECK-O3: call core.iter.rposition
// CHECK-O3: call core.control_flow.eq
