//! Lookup through an index table with `Option` chains: `get(..).copied().filter(..).map(..).and_then(..)`
//! and `unwrap_or`, plus a helper using `?` on `Option` and `ok_or` turning it into a `Result`.
#![no_std]
use rsgpu::*;

fn lookup2(idx: &[u32], table: &[i32], i: usize) -> Option<i32> {
    let a = *idx.get(i)?;
    let b = *idx.get(a as usize)?;
    table.get(b as usize).copied()
}

fn checked_scale(v: i32, k: i32) -> Result<i32, u32> {
    v.checked_mul(k).ok_or(1u32)
}

rsgpu::kernel! {
    pub fn u29_option_lookup(idx: &[u32], table: &[i32], k: i32, out: &mut [i32], err: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= out.len() || i >= err.len() {
            return;
        }
        let direct = idx
            .get(i)
            .copied()
            .filter(|&j| j % 2 == 0)
            .map(|j| j as usize)
            .and_then(|j| table.get(j).copied())
            .unwrap_or(-1);
        let two = lookup2(idx, table, i).unwrap_or(0);
        match checked_scale(direct.wrapping_add(two), k) {
            Ok(v) => { out[i] = v; err[i] = 0; }
            Err(e) => { out[i] = 0; err[i] = e; }
        }
    }
}
