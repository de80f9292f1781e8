use diff::*;
use kernel::u27_collatz_steps;

fn main() {
    diff::main(|d| {
        for (n, cap) in [(1usize, 10u32), (100, 1000), (200, 50)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_collatz_steps(start = buf(from_fn(n, |i| (hash(72, i) % 100000) as u32 * (i % 7 != 3) as u32)),
                                      steps = buf_mut(zeros(n)), peak = buf_mut(zeros(n)), cap = val(cap)));
        }
    });
}
