//! Helpers returning `Result<T, T>` (the Result shape rsgpu-gen maps, as
//! `compare_exchange` returns it), built with `Ok`/`Err`, then matched,
//! `unwrap_or`'d, `is_ok()`'d and `ok()`'d by the kernel.
#![no_std]
use rsgpu::*;

fn half(v: u32) -> Result<u32, u32> {
    if v % 2 == 0 { Ok(v / 2) } else { Err(v) }
}

fn add_or_first(a: i32, b: i32) -> Result<i32, i32> {
    match a.checked_add(b) {
        Some(s) => Ok(s),
        None => Err(a),
    }
}

rsgpu::kernel! {
    pub fn result_same_type(x: &[u32], a: &[i32], b: &[i32], halves: &mut [u32],
                            sums: &mut [i32], flags: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < a.len() && i < b.len() && i < halves.len() && i < sums.len()
            && i < flags.len() {
            halves[i] = match half(x[i]) {
                Ok(v) => v,
                Err(e) => e.wrapping_mul(3).wrapping_add(1),
            };
            let r = add_or_first(a[i], b[i]);
            sums[i] = r.unwrap_or(-1);
            flags[i] = r.is_ok() as u32 | (half(x[i]).is_err() as u32) << 1
                | (r.ok().map_or(0, |s| (s < 0) as u32)) << 2;
        }
    }
}
// CHECK: kernel @result_same_type(
