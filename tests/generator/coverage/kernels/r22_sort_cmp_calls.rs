//! Red team 22 (small sorts): `sort_unstable_by` whose comparator logs every call (count and the sequence of compared pairs, hashed): the order of the comparator's calls must be core's (documented), for 20, 11 and 3 elements with duplicates.
#![no_std]
#![allow(unused)]
use rsgpu::*;

fn run20(v: u32) -> (u32, u32) {
    let mut a = [0u32; 20];
    for j in 0..20 {
        a[j] = (v.rotate_left(j as u32) ^ (j as u32 * 5)) % 9;
    }
    let mut n = 0u32;
    let mut log = 0u32;
    a.sort_unstable_by(|x, y| {
        n += 1;
        log = log.wrapping_mul(31).wrapping_add(*x * 16 + *y);
        x.cmp(y)
    });
    let mut h = 0u32;
    for e in a.iter() {
        h = h * 3 + *e;
    }
    (n + 1000 * (h % 1000), log)
}
fn run11(v: u32) -> u32 {
    let mut a = [0u32; 11];
    for j in 0..11 {
        a[j] = (v >> j) % 5;
    }
    let mut log = 7u32;
    a.sort_unstable_by(|x, y| {
        log = log.wrapping_mul(17).wrapping_add(*x * 8 + *y);
        y.cmp(x)
    });
    let mut b = [v % 3, (v >> 3) % 3, (v >> 6) % 3];
    b.sort_unstable_by(|x, y| {
        log = log.wrapping_mul(5).wrapping_add(*x + 4 * *y);
        x.cmp(y)
    });
    log ^ (a[0] * 100 + a[10] * 10 + b[0] + b[2])
}

rsgpu::kernel! {
    pub fn r22_sort_cmp_calls(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i];
            let (p, q) = run20(v);
            o1[i] = p;
            o2[i] = q;
            o3[i] = run11(v);
        }
    }
}
