//! Red team 22 (small sorts): `sort_unstable_by_key` on `[(u32, u32); N]` keyed by `.0` with many equal keys (4 distinct), N = 20, 13, 7 and 2: the order of equal keys is core's algorithm's (rust-coverage.md: core's order), read back through the `.1` payloads.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn mix(v: u32, j: u32) -> u32 {
    (v ^ j.wrapping_mul(0x9e37_79b9)).rotate_left(j % 31) % 4
}
fn order20(v: u32) -> u32 {
    let mut a = [(0u32, 0u32); 20];
    for j in 0..20 {
        a[j] = (mix(v, j as u32), j as u32);
    }
    a.sort_unstable_by_key(|p| p.0);
    let mut h = 0u32;
    for p in a.iter() {
        h = h.wrapping_mul(31).wrapping_add(p.1 + 100 * p.0);
    }
    h
}
fn order13(v: u32) -> u32 {
    let mut a = [(0u32, 0u32); 13];
    for j in 0..13 {
        a[j] = (mix(v, j as u32), j as u32);
    }
    a.sort_unstable_by_key(|p| p.0);
    let mut h = 0u32;
    for p in a.iter() {
        h = h.wrapping_mul(31).wrapping_add(p.1 + 100 * p.0);
    }
    h
}
fn order7_2(v: u32) -> u32 {
    let mut a = [(0u32, 0u32); 7];
    for j in 0..7 {
        a[j] = (mix(v, j as u32), j as u32);
    }
    a.sort_unstable_by_key(|p| p.0);
    let mut b = [(mix(v, 1), 0u32), (mix(v, 2), 1u32)];
    b.sort_unstable_by_key(|p| p.0);
    let mut h = 0u32;
    for p in a.iter() {
        h = h.wrapping_mul(31).wrapping_add(p.1 + 100 * p.0);
    }
    h.wrapping_mul(7).wrapping_add(b[0].1 * 2 + b[1].1)
}

rsgpu::kernel! {
    pub fn r22_sort_dup_keys(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            o1[i] = order20(v);
            o2[i] = order13(v);
            o3[i] = order7_2(v);
        }
    }
}
