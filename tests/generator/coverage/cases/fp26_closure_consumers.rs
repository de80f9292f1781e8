use diff::*;
use kernel::fp26_closure_consumers;

fn main() {
    diff::main(|d| {
        for (n, block, k) in [(40usize, 32usize, 3u32), (1000, 128, 11)] {
            let x = from_fn(n, |i| (hash(26, i) % 5000) as u32);
            launch!(d, threads(n.div_ceil(block), block),
                    fp26_closure_consumers(x = buf(x), o = buf_mut(zeros(n)), k = val(k)));
        }
    });
}
