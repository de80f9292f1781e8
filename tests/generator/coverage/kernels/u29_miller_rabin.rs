//! Deterministic Miller-Rabin primality of u64 candidates: `mulmod` through `u128` (`(a as u128 * b as u128)
//! % m as u128`), square-and-multiply `powmod`, `trailing_zeros` for n - 1 = d * 2^s, witnesses from a const array.
#![no_std]
use rsgpu::*;

const WITNESSES: [u64; 7] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022];

fn mulmod(a: u64, b: u64, m: u64) -> u64 {
    (a as u128 * b as u128 % m as u128) as u64
}

fn powmod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    b %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mulmod(r, b, m);
        }
        b = mulmod(b, b, m);
        e >>= 1;
    }
    r
}

fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    if n % 2 == 0 {
        return n == 2;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'witness: for &w in WITNESSES.iter() {
        let a = w % n;
        if a == 0 {
            continue;
        }
        let mut x = powmod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mulmod(x, x, n);
            if x == n - 1 {
                continue 'witness;
            }
        }
        return false;
    }
    true
}

rsgpu::kernel! {
    pub fn u29_miller_rabin(n: &[u64], prime: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < n.len() && i < prime.len() {
            prime[i] = is_prime(n[i]) as u8;
        }
    }
}
