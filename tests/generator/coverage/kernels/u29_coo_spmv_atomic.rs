//! COO sparse matrix-vector product in fixed point: one nonzero per thread, `(val as i64 * x as i64) >> 8`
//! added to `y[row]` with an `Atomic<i32>` `fetch_add`; out-of-range coordinates skipped.
#![no_std]
use core::sync::atomic::Ordering;
use rsgpu::*;

rsgpu::kernel! {
    pub fn u29_coo_spmv_atomic(rows: &[u32], cols: &[u32], vals: &[i32], x: &[i32], y: &[Atomic<i32>]) {
        let k = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let (Some(&r), Some(&c), Some(&v)) = (rows.get(k), cols.get(k), vals.get(k)) else {
            return;
        };
        let Some(&xv) = x.get(c as usize) else {
            return;
        };
        let p = ((v as i64 * xv as i64) >> 8) as i32;
        if let Some(dst) = y.get(r as usize) {
            dst.fetch_add(p, Ordering::Relaxed);
        }
    }
}
