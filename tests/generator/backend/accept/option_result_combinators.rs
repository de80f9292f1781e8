//! Option's `filter`, `xor`, `is_some_and`, `or_else`, `take`,
//! `unwrap_or_else` and Result's `map`, `map_err`, `and_then` (a closure and
//! a function of the crate), `is_ok` on `Result<u32, u32>` and on a Result
//! of two types (`Result<u32, i8>`).
#![no_std]
use rsgpu::*;

fn half(v: u32) -> Result<u32, u32> {
    if v % 2 == 0 { Ok(v / 2) } else { Err(v) }
}

fn signed(v: u32) -> Result<u32, i8> {
    if v < 100 { Ok(v) } else { Err(-1) }
}

rsgpu::kernel! {
    pub fn option_result_combinators(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() && i < x.len() {
            let v = x[i];
            let a = Some(v).filter(|w| *w % 3 != 0);
            let b = (v > 5).then_some(v + 1).or_else(|| Some(4));
            let mut c = a.xor(b);
            let big = c.is_some_and(|w| w > 50) as u32;
            let t = c.take().unwrap_or_else(|| 9);
            let r = half(v).map(|h| h + 1).and_then(half).map_err(|e| e * 10);
            let s = signed(v).map_err(|e| e as i32).is_ok() as u32;
            out[i] = t + big * 100 + r.unwrap_or(3) * 1000 + c.is_none() as u32 + s;
        }
    }
}
// CHECK: kernel @option_result_combinators(
// CHECK-O0: core.option.filter
// CHECK-O0: core.option.xor
