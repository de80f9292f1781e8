//! Validation with error conversion: `?` turns a `RangeError` into an `AppError` through
//! `impl From<RangeError> for AppError`; `map_err`, `and_then`, error codes from a `match` on the enum.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Debug)]
enum RangeError {
    TooLow(i32),
    TooHigh(i32),
}

#[derive(Clone, Copy, Debug)]
enum AppError {
    Range(RangeError),
    DivByZero,
}

impl From<RangeError> for AppError {
    fn from(e: RangeError) -> Self {
        AppError::Range(e)
    }
}

fn in_range(v: i32, lo: i32, hi: i32) -> Result<i32, RangeError> {
    if v < lo {
        Err(RangeError::TooLow(v))
    } else if v > hi {
        Err(RangeError::TooHigh(v))
    } else {
        Ok(v)
    }
}

fn ratio(a: i32, b: i32) -> Result<i32, AppError> {
    let a = in_range(a, -1000, 1000)?;
    let b = in_range(b, -50, 50)?;
    if b == 0 { Err(AppError::DivByZero) } else { Ok(a / b) }
}

rsgpu::kernel! {
    pub fn u29_result_from_error(a: &[i32], b: &[i32], out: &mut [i32], code: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= a.len() || i >= b.len() || i >= out.len() || i >= code.len() {
            return;
        }
        let r = ratio(a[i], b[i]).and_then(|q| q.checked_mul(3).ok_or(AppError::DivByZero));
        let (v, c) = match r {
            Ok(q) => (q, 0),
            Err(AppError::Range(RangeError::TooLow(v))) => (v, 1),
            Err(AppError::Range(RangeError::TooHigh(v))) => (v, 2),
            Err(AppError::DivByZero) => (0, 3),
        };
        out[i] = v;
        code[i] = c;
    }
}
