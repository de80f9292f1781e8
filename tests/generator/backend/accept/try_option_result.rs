//! `?` on `Option` and on `Result<T, E>` with an error enum of its own (the
//! Try trait: `<Option<T> as Try>::branch` and `FromResidual::from_residual`
//! at O0, inlined at O3: a `ControlFlow<Option<Infallible>, T>` either way),
//! `ok_or(..)?`, and a Result's `unwrap_or_else`. rsgpu::rust::Result /
//! ControlFlow (include/rsgpu/rust/core_result.hpp).
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Why {
    Missing = 1,
    Big = 2,
}

fn both(x: &[u32], i: usize) -> Option<u32> {
    let a = *x.get(i)?;
    let b = x.get(i + 1)?;
    a.checked_add(*b)
}

fn bounded(x: &[u32], i: usize) -> Result<u32, Why> {
    let s = both(x, i).ok_or(Why::Missing)?;
    if s > 1000 {
        return Err(Why::Big);
    }
    Ok(s * 2)
}

rsgpu::kernel! {
    pub fn try_option_result(x: &[u32], out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = bounded(x, i).unwrap_or_else(|e| e as u32 + 7);
        }
    }
}
// CHECK: fn @both(
// CHECK: fn @bounded(
// CHECK: Result<u32, {{.*}}>
// CHECK: kernel @try_option_result(
